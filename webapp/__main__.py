from .main import serve

serve()
