"""nrtgrad: gradients of Numba code through Enzyme, with the Numba runtime understood."""

__version__ = "0.1.0"
