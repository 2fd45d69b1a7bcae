"""`python -m saife_cli ...` runs the `saife` command without the console script."""

import sys

from . import main

sys.exit(main())
