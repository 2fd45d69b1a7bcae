"""sAIfe web app: the checking page and the HTTP API, served by one NiceGUI process."""
