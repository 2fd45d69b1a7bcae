"""Scripted model servers for tests and benchmarks (real HTTP on 127.0.0.1)."""
