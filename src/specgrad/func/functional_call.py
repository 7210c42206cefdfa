"""functional_call: a module called with other tensors in place of its parameters and buffers."""


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *, tie_weights=True, strict=False):
    """module(*args, **kwargs) with the tensors of parameter_and_buffer_dicts (a dict by dotted name, as
    state_dict's keys, or a tuple of such dicts) standing in for its parameters and buffers, which are put
    back afterwards: the way to differentiate a module's output with respect to its weights with grad,
    jacrev or vmap. tie_weights: a tensor given for a parameter registered under two names stands for both."""
    dicts = parameter_and_buffer_dicts if isinstance(parameter_and_buffer_dicts, (tuple, list)) else \
        (parameter_and_buffer_dicts,)
    given = {}
    for d in dicts:
        for name in d:
            if name in given:
                raise ValueError(f"{name} appeared in multiple dictionaries; behavior of functional call is "
                                 f"ambiguous")
        given.update(d)
    own = dict(module.named_parameters(remove_duplicate=False))
    own.update(dict(module.named_buffers(remove_duplicate=False)))
    if strict:
        missing = sorted(set(own) - set(given))
        unexpected = sorted(set(given) - set(own))
        if missing or unexpected:
            raise RuntimeError(f"Error(s) in reparametrizing for {type(module).__name__}: "
                               + (f"Unexpected key(s): {', '.join(map(repr, unexpected))}. " if unexpected else "")
                               + (f"Missing key(s): {', '.join(map(repr, missing))}." if missing else ""))
    if tie_weights:  # a tensor registered under several names: a value given for one stands for all
        for name, tensor in own.items():
            if name not in given:
                for other, value in list(given.items()):
                    if own.get(other) is tensor:
                        given[name] = value
    swapped = []
    try:
        for name, value in given.items():
            owner, _, leaf = name.rpartition(".")
            sub = module.get_submodule(owner) if owner else module
            store = next((s for s in ("_parameters", "_buffers") if leaf in sub.__dict__[s]), None)
            if store is None:
                if strict:
                    raise RuntimeError(f"Unexpected key {name!r}")
                object.__setattr__(sub, leaf, value)
                swapped.append((sub, None, leaf, None))
                continue
            swapped.append((sub, store, leaf, sub.__dict__[store][leaf]))
            sub.__dict__[store][leaf] = value
        args = () if args is None else args if isinstance(args, tuple) else (args,)
        return module(*args, **(kwargs or {}))
    finally:
        for sub, store, leaf, old in reversed(swapped):
            if store is None:
                object.__delattr__(sub, leaf)
            else:
                sub.__dict__[store][leaf] = old


__all__ = ["functional_call"]
