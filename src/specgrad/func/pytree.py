"""Nested tuples, lists and dicts of tensors (pytrees) as flat lists and back, for the func transforms."""


def flatten(tree):
    """(leaves, spec): the leaves of nested tuples, lists and dicts in order, and the structure to rebuild."""
    leaves = []

    def walk(node):
        if isinstance(node, (tuple, list)):
            return (type(node), [walk(child) for child in node])
        if isinstance(node, dict):
            return (dict, [(key, walk(node[key])) for key in node])
        leaves.append(node)
        return None
    return leaves, walk(tree)


def unflatten(leaves, spec):
    """The tree of `spec` (from flatten) with these leaves."""
    at = iter(leaves)

    def build(node):
        if node is None:
            return next(at)
        kind, children = node
        if kind is dict:
            return {key: build(child) for key, child in children}
        built = [build(child) for child in children]
        return tuple(built) if kind is tuple else built if kind is list else kind(*built)  # namedtuples
    return build(spec)
