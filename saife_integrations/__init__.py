"""Optional integrations of sAIfe: an MCP server, an OpenAI-compatible verifying proxy, agent-framework adapters.

The engine never imports this package; each adapter imports its framework only when used.
"""
