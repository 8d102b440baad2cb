"""`python -m nrtgrad` runs the command line."""

from .cli import main

main()
