"""Page parts: each renders engine values and holds no checking logic."""
