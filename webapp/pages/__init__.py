"""The pages: the checking page (also serving permalinks) and the list of runs."""
