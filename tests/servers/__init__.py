"""Scripted model servers for tests and benchmarks (real HTTP on 127.0.0.1), scripted model behaviours and the
routers and detector contexts tests aim at them."""
