"""The C-callable entry points around the differentiated function, and their C header.

`c_entry` generates `<name>_grad` (and the header every entry shares),
`array_results` the `_vjp`/`_jvp` of functions returning arrays or
tuples, `second_order` the `_hvp` of Hessian-vector products.
"""
