"""`nrtgrad check`: derivatives of IR fixtures against finite differences, for CI.

`check` is the command; `check_inputs` reads sidecars and makes arguments,
`check_runner` runs one file per worker process, `check_derivatives` and
`check_vectors` compare against `finite_differences`, `check_report` writes
the outcome.
"""
