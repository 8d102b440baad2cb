"""The C-callable entry points around the differentiated function, and their C header.

`driver` generates `<name>_grad` (and the header every entry shares),
`vector_results` the `_vjp`/`_jvp` of functions returning arrays or
tuples, `second_order` the `_hvp` of Hessian-vector products.
"""
