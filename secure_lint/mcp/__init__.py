"""`secure-lint mcp`: the review commands and the scan as read-only MCP tools over stdio."""
