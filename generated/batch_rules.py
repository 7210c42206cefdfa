"""Batching rules: how each op runs over a whole batch inside vmap (specgrad.func.batching applies them).

Generated from derivatives.yaml by `make regenerate` (codegen/batching.py derives each rule); do not edit.
Kinds: element_wise (broadcast with the batch dim in front), dims (dim arguments move one place right),
sizes (the batch size goes in front of a view's size), loop (once per example, stacked), or the name of a
helper in specgrad/func/batch_rules_helpers.py.
"""
import builtins

from specgrad.func.batching import Rule

# add (derivatives.yaml:147): the spec's `vmap:`
add = Rule('add', 'element_wise', ('input', 'other'), keywords=('alpha',), tensors=(0, 1))

# sub (derivatives.yaml:167): the spec's `vmap:`
sub = Rule('sub', 'element_wise', ('input', 'other'), keywords=('alpha',), tensors=(0, 1))

# mul (derivatives.yaml:188): elementwise forward
mul = Rule('mul', 'element_wise', ('input', 'other'), tensors=(0, 1))

# div (derivatives.yaml:199): the spec's `vmap:`
div = Rule('div', 'element_wise', ('input', 'other'), keywords=('rounding_mode',), tensors=(0, 1))

# neg (derivatives.yaml:226): elementwise forward
neg = Rule('neg', 'element_wise', ('input',), tensors=(0,))

# reciprocal (derivatives.yaml:236): elementwise forward
reciprocal = Rule('reciprocal', 'element_wise', ('input',), tensors=(0,))

# pow.Tensor_Scalar (derivatives.yaml:246): elementwise forward
_pow_Tensor_Scalar = Rule('pow.Tensor_Scalar', 'element_wise', ('input', 'exponent'), tensors=(0,))

# pow.Tensor_Tensor (derivatives.yaml:261): elementwise forward
_pow_Tensor_Tensor = Rule('pow.Tensor_Tensor', 'element_wise', ('input', 'exponent'), tensors=(0, 1))

# pow.Scalar (derivatives.yaml:273): elementwise forward
_pow_Scalar = Rule('pow.Scalar', 'element_wise', ('self', 'exponent'), tensors=(1,))

# exp (derivatives.yaml:286): elementwise forward
exp = Rule('exp', 'element_wise', ('input',), tensors=(0,))

# log (derivatives.yaml:295): elementwise forward
log = Rule('log', 'element_wise', ('input',), tensors=(0,))

# sqrt (derivatives.yaml:305): elementwise forward
sqrt = Rule('sqrt', 'element_wise', ('input',), tensors=(0,))

# sin (derivatives.yaml:315): elementwise forward
sin = Rule('sin', 'element_wise', ('input',), tensors=(0,))

# cos (derivatives.yaml:324): elementwise forward
cos = Rule('cos', 'element_wise', ('input',), tensors=(0,))

# tanh (derivatives.yaml:333): elementwise forward
tanh = Rule('tanh', 'element_wise', ('input',), tensors=(0,))

# sigmoid (derivatives.yaml:343): elementwise forward
sigmoid = Rule('sigmoid', 'element_wise', ('input',), tensors=(0,))

# relu (derivatives.yaml:353): elementwise forward
relu = Rule('relu', 'element_wise', ('input',), tensors=(0,))

# threshold_backward (derivatives.yaml:367): elementwise forward
threshold_backward = Rule('threshold_backward', 'element_wise', ('grad_output', 'input'), keywords=('threshold',), tensors=(0, 1))

# connect_to (derivatives.yaml:385): the spec's `vmap:`
connect_to = Rule('connect_to', 'element_wise', ('grad_output', 'input'), tensors=(0, 1))

# abs (derivatives.yaml:397): elementwise forward
abs = Rule('abs', 'element_wise', ('input',), tensors=(0,))

# sign (derivatives.yaml:408): elementwise forward
sign = Rule('sign', 'element_wise', ('input',), tensors=(0,))

# maximum (derivatives.yaml:417): elementwise forward
maximum = Rule('maximum', 'element_wise', ('input', 'other'), tensors=(0, 1))

# minimum (derivatives.yaml:426): elementwise forward
minimum = Rule('minimum', 'element_wise', ('input', 'other'), tensors=(0, 1))

# clamp (derivatives.yaml:434): the spec's `vmap:`
clamp = Rule('clamp', 'element_wise', ('input', 'min', 'max'), tensors=(0,))

# where (derivatives.yaml:449): elementwise forward
where = Rule('where', 'element_wise', ('condition', 'input', 'other'), tensors=(0, 1, 2))

# eq (derivatives.yaml:468): elementwise forward
eq = Rule('eq', 'element_wise', ('input', 'other'), tensors=(0, 1))

# ne (derivatives.yaml:478): elementwise forward
ne = Rule('ne', 'element_wise', ('input', 'other'), tensors=(0, 1))

# lt (derivatives.yaml:489): elementwise forward
lt = Rule('lt', 'element_wise', ('input', 'other'), tensors=(0, 1))

# le (derivatives.yaml:499): elementwise forward
le = Rule('le', 'element_wise', ('input', 'other'), tensors=(0, 1))

# gt (derivatives.yaml:510): elementwise forward
gt = Rule('gt', 'element_wise', ('input', 'other'), tensors=(0, 1))

# ge (derivatives.yaml:520): elementwise forward
ge = Rule('ge', 'element_wise', ('input', 'other'), tensors=(0, 1))

# logical_and (derivatives.yaml:531): elementwise forward
logical_and = Rule('logical_and', 'element_wise', ('input', 'other'), tensors=(0, 1))

# logical_or (derivatives.yaml:540): elementwise forward
logical_or = Rule('logical_or', 'element_wise', ('input', 'other'), tensors=(0, 1))

# logical_xor (derivatives.yaml:549): elementwise forward
logical_xor = Rule('logical_xor', 'element_wise', ('input', 'other'), tensors=(0, 1))

# logical_not (derivatives.yaml:561): elementwise forward
logical_not = Rule('logical_not', 'element_wise', ('input',), tensors=(0,))

# sum (derivatives.yaml:572): dims dim
sum = Rule('sum', 'dims', ('input', 'dim', 'keepdim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, 'none')})

# mean (derivatives.yaml:589): dims dim
mean = Rule('mean', 'dims', ('input', 'dim', 'keepdim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, 'none')})

# max (derivatives.yaml:605): the helper flattened
_max_default = Rule('max', 'flattened', ('input',), tensors=(0,))

# max.dim (derivatives.yaml:616): dims dim
_max_dim = Rule('max.dim', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# max.other (derivatives.yaml:628): elementwise forward
_max_other = Rule('max.other', 'element_wise', ('input', 'other'), tensors=(0, 1))

# min (derivatives.yaml:636): the helper flattened
_min_default = Rule('min', 'flattened', ('input',), tensors=(0,))

# min.dim (derivatives.yaml:646): dims dim
_min_dim = Rule('min.dim', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# min.other (derivatives.yaml:658): elementwise forward
_min_other = Rule('min.other', 'element_wise', ('input', 'other'), tensors=(0, 1))

# amax (derivatives.yaml:666): dims dim
amax = Rule('amax', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, 'empty')})

# amin (derivatives.yaml:679): dims dim
amin = Rule('amin', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, 'empty')})

# matmul (derivatives.yaml:692): the helper matmul
matmul = Rule('matmul', 'matmul', ('input', 'other'), tensors=(0, 1))

# unfold_view (derivatives.yaml:736): dims dimension
unfold_view = Rule('unfold_view', 'dims', ('input', 'dimension', 'size', 'step'), tensors=(0,), dims={'dimension': (lambda input, dimension, size, step: input.ndim, '')})

# unfold_backward (derivatives.yaml:756): no rule derived: a loop over the examples
unfold_backward = Rule('unfold_backward', 'loop', ('grad_in', 'input_sizes', 'dim', 'size', 'step'), tensors=(0,))

# reshape (derivatives.yaml:841): a size argument
reshape = Rule('reshape', 'sizes', ('input', 'shape'), tensors=(0,), star=1, size=1)

# view (derivatives.yaml:853): a size argument
_view_default = Rule('view', 'sizes', ('input', 'size'), tensors=(0,), size=1)

# view.dtype (derivatives.yaml:866): no rule derived: a loop over the examples
_view_dtype = Rule('view.dtype', 'loop', ('input', 'dtype'), tensors=(0,))

# transpose (derivatives.yaml:881): dims dim0, dim1
transpose = Rule('transpose', 'dims', ('input', 'dim0', 'dim1'), tensors=(0,), dims={'dim0': (lambda input, dim0, dim1: input.ndim, ''), 'dim1': (lambda input, dim0, dim1: input.ndim, '')})

# permute (derivatives.yaml:893): dims dims
permute = Rule('permute', 'dims', ('input', 'dims'), tensors=(0,), star=1, permutations={'dims': True})

# t (derivatives.yaml:905): the helper t
t = Rule('t', 't', ('input',), tensors=(0,))

# expand (derivatives.yaml:916): a size argument
expand = Rule('expand', 'sizes', ('input', 'size'), tensors=(0,), star=1, size=1, expands=True)

# sum_to (derivatives.yaml:930): the helper sum_to
sum_to = Rule('sum_to', 'sum_to', ('input', 'shape'), tensors=(0,), star=1)

# squeeze (derivatives.yaml:940): dims dim
squeeze = Rule('squeeze', 'dims', ('input', 'dim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, 'none')})

# unsqueeze (derivatives.yaml:956): dims dim
unsqueeze = Rule('unsqueeze', 'dims', ('input', 'dim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim + 1, '')})

# index (derivatives.yaml:970): the helper index
index = Rule('index', 'index', ('input', 'indices'), tensors=(0,))

# index_backward (derivatives.yaml:986): the helper index_backward
index_backward = Rule('index_backward', 'index_backward', ('grad_output', 'shape', 'indices'), tensors=(0,))

# cat (derivatives.yaml:996): dims dim
cat = Rule('cat', 'dims', ('tensors', 'dim'), tensors=(0,), dims={'dim': (lambda tensors, dim: builtins.max((t.ndim for t in tensors), default=1), '')}, tensor_list=True)

# stack (derivatives.yaml:1009): dims dim
stack = Rule('stack', 'dims', ('tensors', 'dim'), tensors=(0,), dims={'dim': (lambda tensors, dim: builtins.max((t.ndim for t in tensors), default=0) + 1, '')}, tensor_list=True)

# clone (derivatives.yaml:1023): the spec's `vmap:`
clone = Rule('clone', 'element_wise', ('input',), keywords=('memory_format',), tensors=(0,))

# _to_copy (derivatives.yaml:1035): the spec's `vmap:`
_to_copy = Rule('_to_copy', 'element_wise', ('input', 'dtype'), tensors=(0,))

# true_divide (derivatives.yaml:1048): elementwise forward
true_divide = Rule('true_divide', 'element_wise', ('input', 'other'), tensors=(0, 1))

# clamp_min (derivatives.yaml:1086): the spec's `vmap:`
clamp_min = Rule('clamp_min', 'element_wise', ('input', 'min'), tensors=(0,))

# clamp_max (derivatives.yaml:1100): the spec's `vmap:`
clamp_max = Rule('clamp_max', 'element_wise', ('input', 'max'), tensors=(0,))

# fmax (derivatives.yaml:1145): elementwise forward
fmax = Rule('fmax', 'element_wise', ('input', 'other'), tensors=(0, 1))

# fmin (derivatives.yaml:1157): elementwise forward
fmin = Rule('fmin', 'element_wise', ('input', 'other'), tensors=(0, 1))

# heaviside (derivatives.yaml:1170): the spec's `vmap:`
heaviside = Rule('heaviside', 'element_wise', ('input', 'values'), tensors=(0, 1))

# sinc (derivatives.yaml:1185): the spec's `vmap:`
sinc = Rule('sinc', 'element_wise', ('input',), tensors=(0,))

# signbit (derivatives.yaml:1198): the spec's `vmap:`
signbit = Rule('signbit', 'element_wise', ('input',), tensors=(0,))

# logit (derivatives.yaml:1213): the spec's `vmap:`
logit = Rule('logit', 'element_wise', ('input', 'eps'), tensors=(0,))

# logaddexp (derivatives.yaml:1230): elementwise forward
logaddexp = Rule('logaddexp', 'element_wise', ('input', 'other'), tensors=(0, 1))

# logaddexp2 (derivatives.yaml:1244): elementwise forward
logaddexp2 = Rule('logaddexp2', 'element_wise', ('input', 'other'), tensors=(0, 1))

# deg2rad (derivatives.yaml:1259): elementwise forward
deg2rad = Rule('deg2rad', 'element_wise', ('input',), tensors=(0,))

# rad2deg (derivatives.yaml:1268): elementwise forward
rad2deg = Rule('rad2deg', 'element_wise', ('input',), tensors=(0,))

# nextafter (derivatives.yaml:1290): elementwise forward
nextafter = Rule('nextafter', 'element_wise', ('input', 'other'), tensors=(0, 1))

# i0 (derivatives.yaml:1317): the spec's `vmap:`
i0 = Rule('i0', 'element_wise', ('input',), tensors=(0,))

# special_i1 (derivatives.yaml:1331): the spec's `vmap:`
special_i1 = Rule('special_i1', 'element_wise', ('input',), tensors=(0,))

# log1p (derivatives.yaml:1344): elementwise forward
log1p = Rule('log1p', 'element_wise', ('input',), tensors=(0,))

# expm1 (derivatives.yaml:1355): elementwise forward
expm1 = Rule('expm1', 'element_wise', ('input',), tensors=(0,))

# log2 (derivatives.yaml:1364): elementwise forward
log2 = Rule('log2', 'element_wise', ('input',), tensors=(0,))

# log10 (derivatives.yaml:1374): elementwise forward
log10 = Rule('log10', 'element_wise', ('input',), tensors=(0,))

# exp2 (derivatives.yaml:1384): elementwise forward
exp2 = Rule('exp2', 'element_wise', ('input',), tensors=(0,))

# tan (derivatives.yaml:1393): elementwise forward
tan = Rule('tan', 'element_wise', ('input',), tensors=(0,))

# asin (derivatives.yaml:1404): elementwise forward
asin = Rule('asin', 'element_wise', ('input',), tensors=(0,))

# acos (derivatives.yaml:1416): elementwise forward
acos = Rule('acos', 'element_wise', ('input',), tensors=(0,))

# atan (derivatives.yaml:1428): elementwise forward
atan = Rule('atan', 'element_wise', ('input',), tensors=(0,))

# atan2 (derivatives.yaml:1439): elementwise forward
atan2 = Rule('atan2', 'element_wise', ('input', 'other'), tensors=(0, 1))

# sinh (derivatives.yaml:1450): elementwise forward
sinh = Rule('sinh', 'element_wise', ('input',), tensors=(0,))

# cosh (derivatives.yaml:1459): elementwise forward
cosh = Rule('cosh', 'element_wise', ('input',), tensors=(0,))

# asinh (derivatives.yaml:1468): elementwise forward
asinh = Rule('asinh', 'element_wise', ('input',), tensors=(0,))

# acosh (derivatives.yaml:1479): elementwise forward
acosh = Rule('acosh', 'element_wise', ('input',), tensors=(0,))

# atanh (derivatives.yaml:1490): elementwise forward
atanh = Rule('atanh', 'element_wise', ('input',), tensors=(0,))

# erf (derivatives.yaml:1503): elementwise forward
erf = Rule('erf', 'element_wise', ('input',), tensors=(0,))

# erfc (derivatives.yaml:1512): elementwise forward
erfc = Rule('erfc', 'element_wise', ('input',), tensors=(0,))

# erfinv (derivatives.yaml:1522): elementwise forward
erfinv = Rule('erfinv', 'element_wise', ('input',), tensors=(0,))

# lgamma (derivatives.yaml:1535): elementwise forward
lgamma = Rule('lgamma', 'element_wise', ('input',), tensors=(0,))

# digamma (derivatives.yaml:1546): elementwise forward
digamma = Rule('digamma', 'element_wise', ('input',), tensors=(0,))

# polygamma (derivatives.yaml:1558): the spec's `vmap:`
polygamma = Rule('polygamma', 'element_wise', ('n', 'input'), tensors=(1,))

# rsqrt (derivatives.yaml:1575): elementwise forward
rsqrt = Rule('rsqrt', 'element_wise', ('input',), tensors=(0,))

# square (derivatives.yaml:1585): the spec's `vmap:`
square = Rule('square', 'element_wise', ('input',), tensors=(0,))

# hypot (derivatives.yaml:1597): elementwise forward
hypot = Rule('hypot', 'element_wise', ('input', 'other'), tensors=(0, 1))

# copysign (derivatives.yaml:1608): elementwise forward
copysign = Rule('copysign', 'element_wise', ('input', 'other'), tensors=(0, 1))

# lerp.Scalar (derivatives.yaml:1622): elementwise forward
_lerp_Scalar = Rule('lerp.Scalar', 'element_wise', ('input', 'end', 'weight'), tensors=(0, 1))

# lerp.Tensor (derivatives.yaml:1637): elementwise forward
_lerp_Tensor = Rule('lerp.Tensor', 'element_wise', ('input', 'end', 'weight'), tensors=(0, 1, 2))

# addcmul (derivatives.yaml:1653): elementwise forward
addcmul = Rule('addcmul', 'element_wise', ('input', 'tensor1', 'tensor2'), keywords=('value',), tensors=(0, 1, 2))

# addcdiv (derivatives.yaml:1669): elementwise forward
addcdiv = Rule('addcdiv', 'element_wise', ('input', 'tensor1', 'tensor2'), keywords=('value',), tensors=(0, 1, 2))

# xlogy (derivatives.yaml:1685): elementwise forward
xlogy = Rule('xlogy', 'element_wise', ('input', 'other'), tensors=(0, 1))

# floor (derivatives.yaml:1698): the spec's `vmap:`
floor = Rule('floor', 'element_wise', ('input',), tensors=(0,))

# ceil (derivatives.yaml:1709): the spec's `vmap:`
ceil = Rule('ceil', 'element_wise', ('input',), tensors=(0,))

# round (derivatives.yaml:1720): the spec's `vmap:`
_round_default = Rule('round', 'element_wise', ('input',), tensors=(0,))

# round.decimals (derivatives.yaml:1732): the spec's `vmap:`
_round_decimals = Rule('round.decimals', 'element_wise', ('input',), keywords=('decimals',), tensors=(0,))

# trunc (derivatives.yaml:1745): the spec's `vmap:`
trunc = Rule('trunc', 'element_wise', ('input',), tensors=(0,))

# frac (derivatives.yaml:1757): elementwise forward
frac = Rule('frac', 'element_wise', ('input',), tensors=(0,))

# sgn (derivatives.yaml:1766): elementwise forward
sgn = Rule('sgn', 'element_wise', ('input',), tensors=(0,))

# frexp (derivatives.yaml:1774): the spec's `vmap:`
frexp = Rule('frexp', 'element_wise', ('input',), tensors=(0,))

# gcd (derivatives.yaml:1795): elementwise forward
gcd = Rule('gcd', 'element_wise', ('input', 'other'), tensors=(0, 1))

# lcm (derivatives.yaml:1808): elementwise forward
lcm = Rule('lcm', 'element_wise', ('input', 'other'), tensors=(0, 1))

# fmod (derivatives.yaml:1821): elementwise forward
fmod = Rule('fmod', 'element_wise', ('input', 'other'), tensors=(0, 1))

# remainder (derivatives.yaml:1839): elementwise forward
remainder = Rule('remainder', 'element_wise', ('input', 'other'), tensors=(0, 1))

# floor_divide (derivatives.yaml:1859): elementwise forward
floor_divide = Rule('floor_divide', 'element_wise', ('input', 'other'), tensors=(0, 1))

# bitwise_and (derivatives.yaml:1874): elementwise forward
bitwise_and = Rule('bitwise_and', 'element_wise', ('input', 'other'), tensors=(0, 1))

# bitwise_or (derivatives.yaml:1885): elementwise forward
bitwise_or = Rule('bitwise_or', 'element_wise', ('input', 'other'), tensors=(0, 1))

# bitwise_xor (derivatives.yaml:1896): elementwise forward
bitwise_xor = Rule('bitwise_xor', 'element_wise', ('input', 'other'), tensors=(0, 1))

# bitwise_not (derivatives.yaml:1907): elementwise forward
bitwise_not = Rule('bitwise_not', 'element_wise', ('input',), tensors=(0,))

# bitwise_left_shift (derivatives.yaml:1917): elementwise forward
bitwise_left_shift = Rule('bitwise_left_shift', 'element_wise', ('input', 'other'), tensors=(0, 1))

# bitwise_right_shift (derivatives.yaml:1934): elementwise forward
bitwise_right_shift = Rule('bitwise_right_shift', 'element_wise', ('input', 'other'), tensors=(0, 1))

# isnan (derivatives.yaml:1951): elementwise forward
isnan = Rule('isnan', 'element_wise', ('input',), tensors=(0,))

# isinf (derivatives.yaml:1959): elementwise forward
isinf = Rule('isinf', 'element_wise', ('input',), tensors=(0,))

# isfinite (derivatives.yaml:1967): elementwise forward
isfinite = Rule('isfinite', 'element_wise', ('input',), tensors=(0,))

# isposinf (derivatives.yaml:1975): elementwise forward
isposinf = Rule('isposinf', 'element_wise', ('input',), tensors=(0,))

# isneginf (derivatives.yaml:1983): elementwise forward
isneginf = Rule('isneginf', 'element_wise', ('input',), tensors=(0,))

# isreal (derivatives.yaml:1991): the spec's `vmap:`
isreal = Rule('isreal', 'element_wise', ('input',), tensors=(0,))

# isclose (derivatives.yaml:2001): the spec's `vmap:`
isclose = Rule('isclose', 'element_wise', ('input', 'other', 'rtol', 'atol', 'equal_nan'), tensors=(0, 1))

# nan_to_num (derivatives.yaml:2015): the spec's `vmap:`
nan_to_num = Rule('nan_to_num', 'element_wise', ('input', 'nan', 'posinf', 'neginf'), tensors=(0,))

# nanmedian (derivatives.yaml:2057): the helper flattened
_nanmedian_default = Rule('nanmedian', 'flattened', ('input',), tensors=(0,))

# nanmedian.dim (derivatives.yaml:2070): dims dim
_nanmedian_dim = Rule('nanmedian.dim', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# histc (derivatives.yaml:2165): no rule derived: a loop over the examples
histc = Rule('histc', 'loop', ('input', 'bins', 'min', 'max'), tensors=(0,))

# bincount (derivatives.yaml:2179): no rule derived: a loop over the examples
bincount = Rule('bincount', 'loop', ('input', 'weights', 'minlength'), tensors=(0, 1))

# prod (derivatives.yaml:2192): the helper flattened
_prod_default = Rule('prod', 'flattened', ('input',), keywords=('dtype',), tensors=(0,))

# prod.dim_int (derivatives.yaml:2208): dims dim
_prod_dim_int = Rule('prod.dim_int', 'dims', ('input', 'dim', 'keepdim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# var (derivatives.yaml:2223): dims dim
_var_default = Rule('var', 'dims', ('input', 'dim'), keywords=('correction', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, 'none')})

# var.dim (derivatives.yaml:2237): dims dim
_var_dim = Rule('var.dim', 'dims', ('input', 'dim', 'unbiased', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, unbiased, keepdim: input.ndim, 'none')})

# var.unbiased (derivatives.yaml:2249): the helper flattened
_var_unbiased = Rule('var.unbiased', 'flattened', ('input', 'unbiased'), tensors=(0,))

# std (derivatives.yaml:2262): dims dim
_std_default = Rule('std', 'dims', ('input', 'dim'), keywords=('correction', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, 'none')})

# std.dim (derivatives.yaml:2276): dims dim
_std_dim = Rule('std.dim', 'dims', ('input', 'dim', 'unbiased', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, unbiased, keepdim: input.ndim, 'none')})

# std.unbiased (derivatives.yaml:2288): the helper flattened
_std_unbiased = Rule('std.unbiased', 'flattened', ('input', 'unbiased'), tensors=(0,))

# var_mean (derivatives.yaml:2301): dims dim
var_mean = Rule('var_mean', 'dims', ('input', 'dim'), keywords=('correction', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, 'none')})

# std_mean (derivatives.yaml:2314): dims dim
std_mean = Rule('std_mean', 'dims', ('input', 'dim'), keywords=('correction', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, 'none')})

# aminmax (derivatives.yaml:2327): dims dim
aminmax = Rule('aminmax', 'dims', ('input',), keywords=('dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input: input.ndim, '')})

# norm (derivatives.yaml:2340): dims dim
_norm_default = Rule('norm', 'dims', ('input', 'p', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, p, dim, keepdim: input.ndim, 'none')})

# norm.str (derivatives.yaml:2355): dims dim
_norm_str = Rule('norm.str', 'dims', ('input', 'p', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, p, dim, keepdim: input.ndim, 'none')})

# logsumexp (derivatives.yaml:2367): dims dim
logsumexp = Rule('logsumexp', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# all (derivatives.yaml:2381): dims dim
all = Rule('all', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, 'none')})

# any (derivatives.yaml:2393): dims dim
any = Rule('any', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, 'none')})

# argmax (derivatives.yaml:2405): dims dim
argmax = Rule('argmax', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# argmin (derivatives.yaml:2419): dims dim
argmin = Rule('argmin', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# count_nonzero (derivatives.yaml:2431): dims dim
count_nonzero = Rule('count_nonzero', 'dims', ('input', 'dim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, 'none')})

# cummax (derivatives.yaml:2443): dims dim
cummax = Rule('cummax', 'dims', ('input', 'dim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# cummin (derivatives.yaml:2456): dims dim
cummin = Rule('cummin', 'dims', ('input', 'dim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# cumsum (derivatives.yaml:2468): dims dim
cumsum = Rule('cumsum', 'dims', ('input', 'dim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# cumprod (derivatives.yaml:2481): dims dim
cumprod = Rule('cumprod', 'dims', ('input', 'dim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# logcumsumexp (derivatives.yaml:2495): dims dim
logcumsumexp = Rule('logcumsumexp', 'dims', ('input', 'dim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# searchsorted.Tensor (derivatives.yaml:2595): no rule derived: a loop over the examples
_searchsorted_Tensor = Rule('searchsorted.Tensor', 'loop', ('sorted_sequence', 'input'), keywords=('out_int32', 'right', 'side', 'sorter'), tensors=(0, 1), tensor_keywords=('sorter',))

# searchsorted.Scalar (derivatives.yaml:2610): no rule derived: a loop over the examples
_searchsorted_Scalar = Rule('searchsorted.Scalar', 'loop', ('sorted_sequence', 'self'), keywords=('out_int32', 'right', 'side', 'sorter'), tensors=(0,), tensor_keywords=('sorter',))

# bucketize.Tensor (derivatives.yaml:2624): no rule derived: a loop over the examples
_bucketize_Tensor = Rule('bucketize.Tensor', 'loop', ('input', 'boundaries'), keywords=('out_int32', 'right'), tensors=(0, 1))

# bucketize.Scalar (derivatives.yaml:2636): no rule derived: a loop over the examples
_bucketize_Scalar = Rule('bucketize.Scalar', 'loop', ('self', 'boundaries'), keywords=('out_int32', 'right'), tensors=(1,))

# isin.Tensor_Tensor (derivatives.yaml:2647): no rule derived: a loop over the examples
_isin_Tensor_Tensor = Rule('isin.Tensor_Tensor', 'loop', ('elements', 'test_elements'), keywords=('assume_unique', 'invert'), tensors=(0, 1))

# isin.Tensor_Scalar (derivatives.yaml:2661): no rule derived: a loop over the examples
_isin_Tensor_Scalar = Rule('isin.Tensor_Scalar', 'loop', ('elements', 'test_element'), keywords=('assume_unique', 'invert'), tensors=(0,))

# isin.Scalar_Tensor (derivatives.yaml:2674): no rule derived: a loop over the examples
_isin_Scalar_Tensor = Rule('isin.Scalar_Tensor', 'loop', ('element', 'test_elements'), keywords=('assume_unique', 'invert'), tensors=(1,))

# value_selecting_backward (derivatives.yaml:2687): no rule derived: a loop over the examples
value_selecting_backward = Rule('value_selecting_backward', 'loop', ('grad_output', 'along', 'indices', 'sizes', 'keepdim'), tensors=(0, 2))

# select_along (derivatives.yaml:2696): no rule derived: a loop over the examples
select_along = Rule('select_along', 'loop', ('input', 'along', 'indices', 'keepdim'), tensors=(0, 2))

# sort (derivatives.yaml:2703): dims dim
sort = Rule('sort', 'dims', ('input', 'dim', 'descending'), keywords=('stable',), tensors=(0,), dims={'dim': (lambda input, dim, descending: input.ndim, '')})

# argsort (derivatives.yaml:2718): dims dim
argsort = Rule('argsort', 'dims', ('input', 'dim', 'descending'), keywords=('stable',), tensors=(0,), dims={'dim': (lambda input, dim, descending: input.ndim, '')})

# topk (derivatives.yaml:2729): dims dim
topk = Rule('topk', 'dims', ('input', 'k', 'dim', 'largest', 'sorted'), tensors=(0,), dims={'dim': (lambda input, k, dim, largest, sorted: input.ndim, '')})

# kthvalue (derivatives.yaml:2745): dims dim
kthvalue = Rule('kthvalue', 'dims', ('input', 'k', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, k, dim, keepdim: input.ndim, '')})

# median (derivatives.yaml:2760): the helper flattened
_median_default = Rule('median', 'flattened', ('input',), tensors=(0,))

# median.dim (derivatives.yaml:2772): dims dim
_median_dim = Rule('median.dim', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# mode (derivatives.yaml:2787): dims dim
mode = Rule('mode', 'dims', ('input', 'dim', 'keepdim'), tensors=(0,), dims={'dim': (lambda input, dim, keepdim: input.ndim, '')})

# unique_all (derivatives.yaml:2802): dims dim
unique_all = Rule('unique_all', 'dims', ('input', 'consecutive', 'dim'), tensors=(0,), dims={'dim': (lambda input, consecutive, dim: input.ndim, '')})

# argwhere (derivatives.yaml:2836): no rule derived: a loop over the examples
argwhere = Rule('argwhere', 'loop', ('input',), tensors=(0,))

# index_reduce (derivatives.yaml:2875): the helper index_along_dim
index_reduce = Rule('index_reduce', 'index_along_dim', ('input', 'dim', 'index', 'source', 'reduce'), keywords=('include_self',), tensors=(0, 2, 3))

# select_scatter (derivatives.yaml:2897): no rule derived: a loop over the examples
select_scatter = Rule('select_scatter', 'loop', ('input', 'src', 'dim', 'index'), tensors=(0, 1))

# slice_scatter (derivatives.yaml:2911): no rule derived: a loop over the examples
slice_scatter = Rule('slice_scatter', 'loop', ('input', 'src', 'dim', 'start', 'end', 'step'), tensors=(0, 1))

# diagonal_scatter (derivatives.yaml:2925): no rule derived: a loop over the examples
diagonal_scatter = Rule('diagonal_scatter', 'loop', ('input', 'src', 'offset', 'dim1', 'dim2'), tensors=(0, 1))

# masked_scatter (derivatives.yaml:2940): no rule derived: a loop over the examples
masked_scatter = Rule('masked_scatter', 'loop', ('input', 'mask', 'source'), tensors=(0, 1, 2))

# gather (derivatives.yaml:2958): the spec's `vmap: dims`
gather = Rule('gather', 'dims', ('input', 'dim', 'index'), keywords=('sparse_grad',), tensors=(0, 2), dims={'dim': (lambda input, dim, index: input.ndim, '')}, aligned=True)

# scatter.src (derivatives.yaml:2976): the spec's `vmap: dims`
_scatter_src = Rule('scatter.src', 'dims', ('input', 'dim', 'index', 'src'), tensors=(0, 2, 3), dims={'dim': (lambda input, dim, index, src: input.ndim, '')}, aligned=True)

# scatter.value (derivatives.yaml:2992): the spec's `vmap: dims`
_scatter_value = Rule('scatter.value', 'dims', ('input', 'dim', 'index', 'value'), tensors=(0, 2), dims={'dim': (lambda input, dim, index, value: input.ndim, '')}, aligned=True)

# scatter_add (derivatives.yaml:3009): the spec's `vmap: dims`
scatter_add = Rule('scatter_add', 'dims', ('input', 'dim', 'index', 'src'), tensors=(0, 2, 3), dims={'dim': (lambda input, dim, index, src: input.ndim, '')}, aligned=True)

# scatter_reduce (derivatives.yaml:3026): the spec's `vmap: dims`
scatter_reduce = Rule('scatter_reduce', 'dims', ('input', 'dim', 'index', 'src', 'reduce'), keywords=('include_self',), tensors=(0, 2, 3), dims={'dim': (lambda input, dim, index, src, reduce: input.ndim, '')}, aligned=True)

# index_select (derivatives.yaml:3050): the helper index_along_dim
index_select = Rule('index_select', 'index_along_dim', ('input', 'dim', 'index'), tensors=(0, 2))

# index_add (derivatives.yaml:3066): the helper index_along_dim
index_add = Rule('index_add', 'index_along_dim', ('input', 'dim', 'index', 'source'), keywords=('alpha',), tensors=(0, 2, 3))

# index_copy (derivatives.yaml:3084): the helper index_along_dim
index_copy = Rule('index_copy', 'index_along_dim', ('input', 'dim', 'index', 'source'), tensors=(0, 2, 3))

# index_fill.int_Scalar (derivatives.yaml:3100): the helper index_along_dim
_index_fill_int_Scalar = Rule('index_fill.int_Scalar', 'index_along_dim', ('input', 'dim', 'index', 'value'), tensors=(0, 2))

# index_fill.int_Tensor (derivatives.yaml:3117): no rule derived: a loop over the examples
_index_fill_int_Tensor = Rule('index_fill.int_Tensor', 'loop', ('input', 'dim', 'index', 'value'), tensors=(0, 2, 3))

# masked_fill.Scalar (derivatives.yaml:3132): the helper into_self
_masked_fill_Scalar = Rule('masked_fill.Scalar', 'into_self', ('input', 'mask', 'value'), tensors=(0, 1))

# masked_fill.Tensor (derivatives.yaml:3153): no rule derived: a loop over the examples
_masked_fill_Tensor = Rule('masked_fill.Tensor', 'loop', ('input', 'mask', 'value'), tensors=(0, 1, 2))

# masked_select (derivatives.yaml:3169): no rule derived: a loop over the examples
masked_select = Rule('masked_select', 'loop', ('input', 'mask'), tensors=(0, 1))

# take (derivatives.yaml:3184): no rule derived: a loop over the examples
take = Rule('take', 'loop', ('input', 'index'), tensors=(0, 1))

# take_along_dim (derivatives.yaml:3197): the spec's `vmap: dims`
take_along_dim = Rule('take_along_dim', 'dims', ('input', 'indices', 'dim'), tensors=(0, 1), dims={'dim': (lambda input, indices, dim: input.ndim, '')}, aligned=True)

# index_put (derivatives.yaml:3217): no rule derived: a loop over the examples
index_put = Rule('index_put', 'loop', ('input', 'indices', 'values', 'accumulate'), tensors=(0, 2))

# split (derivatives.yaml:3318): the helper along_dim
_split_default = Rule('split', 'along_dim', ('input', 'split_size_or_sections', 'dim'), tensors=(0,))

# split.sizes (derivatives.yaml:3334): the helper along_dim
_split_sizes = Rule('split.sizes', 'along_dim', ('input', 'split_size_or_sections', 'dim'), tensors=(0,))

# chunk (derivatives.yaml:3348): the helper along_dim
chunk = Rule('chunk', 'along_dim', ('input', 'chunks', 'dim'), tensors=(0,))

# unbind (derivatives.yaml:3362): dims dim
unbind = Rule('unbind', 'dims', ('input', 'dim'), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# tensor_split.sections (derivatives.yaml:3374): the helper along_dim
_tensor_split_sections = Rule('tensor_split.sections', 'along_dim', ('input', 'sections', 'dim'), tensors=(0,))

# tensor_split.indices (derivatives.yaml:3388): the helper along_dim
_tensor_split_indices = Rule('tensor_split.indices', 'along_dim', ('input', 'indices', 'dim'), tensors=(0,))

# meshgrid (derivatives.yaml:3405): no rule derived: a loop over the examples
meshgrid = Rule('meshgrid', 'loop', ('tensors',), keywords=('indexing',), tensors=(0,), star=0)

# unflatten (derivatives.yaml:3431): the helper along_dim
unflatten = Rule('unflatten', 'along_dim', ('input', 'dim', 'sizes'), tensors=(0,), star=2)

# narrow (derivatives.yaml:3443): the helper along_dim
narrow = Rule('narrow', 'along_dim', ('input', 'dim', 'start', 'length'), tensors=(0,))

# flip (derivatives.yaml:3457): dims dims
flip = Rule('flip', 'dims', ('input', 'dims'), tensors=(0,), star=1, dims={'dims': (lambda input, dims: input.ndim, '')})

# fliplr (derivatives.yaml:3468): no rule derived: a loop over the examples
fliplr = Rule('fliplr', 'loop', ('input',), tensors=(0,))

# flipud (derivatives.yaml:3476): no rule derived: a loop over the examples
flipud = Rule('flipud', 'loop', ('input',), tensors=(0,))

# roll (derivatives.yaml:3484): the helper along_dim
roll = Rule('roll', 'along_dim', ('input', 'shifts', 'dims'), tensors=(0,))

# repeat (derivatives.yaml:3498): the helper repeated
repeat = Rule('repeat', 'repeated', ('input', 'repeats'), tensors=(0,), star=1)

# tile (derivatives.yaml:3512): the helper repeated
tile = Rule('tile', 'repeated', ('input', 'dims'), tensors=(0,), star=1)

# repeat_interleave (derivatives.yaml:3525): dims dim
_repeat_interleave_default = Rule('repeat_interleave', 'dims', ('input', 'repeats', 'dim'), keywords=('output_size',), tensors=(0,), dims={'dim': (lambda input, repeats, dim: input.ndim, '')})

# repeat_interleave.self_Tensor (derivatives.yaml:3535): no rule derived: a loop over the examples
_repeat_interleave_self_Tensor = Rule('repeat_interleave.self_Tensor', 'loop', ('input', 'repeats', 'dim'), keywords=('output_size',), tensors=(0, 1))

# repeat_interleave.Tensor (derivatives.yaml:3553): no rule derived: a loop over the examples
_repeat_interleave_Tensor = Rule('repeat_interleave.Tensor', 'loop', ('repeats',), keywords=('output_size',), tensors=(0,))

# movedim (derivatives.yaml:3566): the helper movedim
movedim = Rule('movedim', 'movedim', ('input', 'source', 'destination'), tensors=(0,))

# moveaxis (derivatives.yaml:3581): the helper movedim
moveaxis = Rule('moveaxis', 'movedim', ('input', 'source', 'destination'), tensors=(0,))

# swapaxes (derivatives.yaml:3594): dims axis0, axis1
swapaxes = Rule('swapaxes', 'dims', ('input', 'axis0', 'axis1'), tensors=(0,), dims={'axis0': (lambda input, axis0, axis1: input.ndim, ''), 'axis1': (lambda input, axis0, axis1: input.ndim, '')})

# swapdims (derivatives.yaml:3606): dims dim0, dim1
swapdims = Rule('swapdims', 'dims', ('input', 'dim0', 'dim1'), tensors=(0,), dims={'dim0': (lambda input, dim0, dim1: input.ndim, ''), 'dim1': (lambda input, dim0, dim1: input.ndim, '')})

# tril (derivatives.yaml:3617): the helper leading_batch
tril = Rule('tril', 'leading_batch', ('input', 'diagonal'), tensors=(0,))

# triu (derivatives.yaml:3630): the helper leading_batch
triu = Rule('triu', 'leading_batch', ('input', 'diagonal'), tensors=(0,))

# diagonal (derivatives.yaml:3643): dims dim1, dim2
diagonal = Rule('diagonal', 'dims', ('input', 'offset', 'dim1', 'dim2'), tensors=(0,), dims={'dim1': (lambda input, offset, dim1, dim2: input.ndim, ''), 'dim2': (lambda input, offset, dim1, dim2: input.ndim, '')})

# diagonal_backward (derivatives.yaml:3657): no rule derived: a loop over the examples
diagonal_backward = Rule('diagonal_backward', 'loop', ('grad_output', 'input_sizes', 'offset', 'dim1', 'dim2'), tensors=(0,))

# diag_embed (derivatives.yaml:3667): dims dim1, dim2
diag_embed = Rule('diag_embed', 'dims', ('input', 'offset', 'dim1', 'dim2'), tensors=(0,), dims={'dim1': (lambda input, offset, dim1, dim2: input.ndim + 1, ''), 'dim2': (lambda input, offset, dim1, dim2: input.ndim + 1, '')})

# diag (derivatives.yaml:3680): no rule derived: a loop over the examples
diag = Rule('diag', 'loop', ('input', 'diagonal'), tensors=(0,))

# trace (derivatives.yaml:3692): no rule derived: a loop over the examples
trace = Rule('trace', 'loop', ('input',), tensors=(0,))

# broadcast_to (derivatives.yaml:3701): a size argument
broadcast_to = Rule('broadcast_to', 'sizes', ('input', 'size'), tensors=(0,), star=1, size=1, expands=True)

# expand_as (derivatives.yaml:3712): the helper shaped_like
expand_as = Rule('expand_as', 'shaped_like', ('input', 'other'), tensors=(0, 1))

# reshape_as (derivatives.yaml:3725): the helper shaped_like
reshape_as = Rule('reshape_as', 'shaped_like', ('input', 'other'), tensors=(0, 1))

# view_as (derivatives.yaml:3738): the helper shaped_like
view_as = Rule('view_as', 'shaped_like', ('input', 'other'), tensors=(0, 1))

# contiguous (derivatives.yaml:3752): the spec's `vmap:`
contiguous = Rule('contiguous', 'element_wise', ('input',), tensors=(0,))

# as_strided_view (derivatives.yaml:3765): no rule derived: a loop over the examples
as_strided_view = Rule('as_strided_view', 'loop', ('input', 'size', 'stride', 'storage_offset', 'self_stride', 'self_offset'), tensors=(0,))

# as_strided_remap (derivatives.yaml:3779): no rule derived: a loop over the examples
as_strided_remap = Rule('as_strided_remap', 'loop', ('input', 'src_size', 'src_stride', 'src_offset', 'dst_size', 'dst_stride', 'dst_offset', 'src_average', 'dst_average'), tensors=(0,))

# linalg_pinv (derivatives.yaml:3917): the helper leading_batch
linalg_pinv = Rule('linalg_pinv', 'leading_batch', ('A',), keywords=('atol', 'rtol', 'hermitian'), tensors=(0,))

# matrix_exp (derivatives.yaml:3951): the helper leading_batch
matrix_exp = Rule('matrix_exp', 'leading_batch', ('input',), tensors=(0,))

# addr (derivatives.yaml:3979): no rule derived: a loop over the examples
addr = Rule('addr', 'loop', ('input', 'vec1', 'vec2'), keywords=('beta', 'alpha'), tensors=(0, 1, 2))

# addbmm (derivatives.yaml:3996): no rule derived: a loop over the examples
addbmm = Rule('addbmm', 'loop', ('input', 'batch1', 'batch2'), keywords=('beta', 'alpha'), tensors=(0, 1, 2))

# cdist (derivatives.yaml:4025): no rule derived: a loop over the examples
cdist = Rule('cdist', 'loop', ('x1', 'x2', 'p', 'compute_mode'), tensors=(0, 1))

# pdist (derivatives.yaml:4047): no rule derived: a loop over the examples
pdist = Rule('pdist', 'loop', ('input', 'p'), tensors=(0,))

# dot (derivatives.yaml:4123): the helper matmul
dot = Rule('dot', 'matmul', ('input', 'tensor'), tensors=(0, 1))

# vdot (derivatives.yaml:4135): no rule derived: a loop over the examples
vdot = Rule('vdot', 'loop', ('input', 'other'), tensors=(0, 1))

# mm (derivatives.yaml:4146): the helper matmul
mm = Rule('mm', 'matmul', ('input', 'mat2'), tensors=(0, 1))

# bmm (derivatives.yaml:4158): the helper matmul
bmm = Rule('bmm', 'matmul', ('input', 'mat2'), tensors=(0, 1))

# mv (derivatives.yaml:4170): the helper matmul
mv = Rule('mv', 'matmul', ('input', 'vec'), tensors=(0, 1))

# addmm (derivatives.yaml:4199): the helper scaled_product
addmm = Rule('addmm', 'scaled_product', ('input', 'mat1', 'mat2'), keywords=('beta', 'alpha'), tensors=(0, 1, 2))

# addmv (derivatives.yaml:4215): the helper scaled_product
addmv = Rule('addmv', 'scaled_product', ('input', 'mat', 'vec'), keywords=('beta', 'alpha'), tensors=(0, 1, 2))

# baddbmm (derivatives.yaml:4231): the helper scaled_product
baddbmm = Rule('baddbmm', 'scaled_product', ('input', 'batch1', 'batch2'), keywords=('beta', 'alpha'), tensors=(0, 1, 2))

# kron (derivatives.yaml:4248): no rule derived: a loop over the examples
kron = Rule('kron', 'loop', ('input', 'other'), tensors=(0, 1))

# cross (derivatives.yaml:4261): no rule derived: a loop over the examples
cross = Rule('cross', 'loop', ('input', 'other', 'dim'), tensors=(0, 1))

# linalg_cross (derivatives.yaml:4276): no rule derived: a loop over the examples
linalg_cross = Rule('linalg_cross', 'loop', ('input', 'other'), keywords=('dim',), tensors=(0, 1))

# tensordot (derivatives.yaml:4292): no rule derived: a loop over the examples
tensordot = Rule('tensordot', 'loop', ('a', 'b', 'dims'), tensors=(0, 1))

# einsum (derivatives.yaml:4306): the helper einsum
einsum = Rule('einsum', 'einsum', ('equation', 'tensors'), tensors=(1,), star=1)

# linalg_inv (derivatives.yaml:4322): the helper leading_batch
linalg_inv = Rule('linalg_inv', 'leading_batch', ('A',), tensors=(0,))

# linalg_det (derivatives.yaml:4335): the helper leading_batch
linalg_det = Rule('linalg_det', 'leading_batch', ('A',), tensors=(0,))

# linalg_slogdet (derivatives.yaml:4352): the helper leading_batch
linalg_slogdet = Rule('linalg_slogdet', 'leading_batch', ('A',), tensors=(0,))

# linalg_solve (derivatives.yaml:4366): no rule derived: a loop over the examples
linalg_solve = Rule('linalg_solve', 'loop', ('A', 'B'), keywords=('left',), tensors=(0, 1))

# linalg_cholesky (derivatives.yaml:4383): the helper leading_batch
linalg_cholesky = Rule('linalg_cholesky', 'leading_batch', ('A',), keywords=('upper',), tensors=(0,))

# linalg_qr (derivatives.yaml:4397): the helper leading_batch
linalg_qr = Rule('linalg_qr', 'leading_batch', ('A', 'mode'), tensors=(0,))

# linalg_svd (derivatives.yaml:4415): the helper leading_batch
linalg_svd = Rule('linalg_svd', 'leading_batch', ('A', 'full_matrices'), tensors=(0,))

# linalg_svdvals (derivatives.yaml:4434): the helper leading_batch
linalg_svdvals = Rule('linalg_svdvals', 'leading_batch', ('A',), tensors=(0,))

# linalg_eigh (derivatives.yaml:4447): the helper leading_batch
linalg_eigh = Rule('linalg_eigh', 'leading_batch', ('A', 'UPLO'), tensors=(0,))

# linalg_eigvalsh (derivatives.yaml:4463): the helper leading_batch
linalg_eigvalsh = Rule('linalg_eigvalsh', 'leading_batch', ('A', 'UPLO'), tensors=(0,))

# linalg_vector_norm (derivatives.yaml:4477): dims dim
linalg_vector_norm = Rule('linalg_vector_norm', 'dims', ('x', 'ord', 'dim', 'keepdim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda x, ord, dim, keepdim: x.ndim, 'none')})

# linear (derivatives.yaml:4624): the helper linear
linear = Rule('linear', 'linear', ('input', 'weight', 'bias'), tensors=(0, 1, 2))

# softmax (derivatives.yaml:4655): dims dim
softmax = Rule('softmax', 'dims', ('input', 'dim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# log_softmax (derivatives.yaml:4681): dims dim
log_softmax = Rule('log_softmax', 'dims', ('input', 'dim'), keywords=('dtype',), tensors=(0,), dims={'dim': (lambda input, dim: input.ndim, '')})

# hardtanh (derivatives.yaml:4723): the spec's `vmap:`
hardtanh = Rule('hardtanh', 'element_wise', ('input', 'min_val', 'max_val', 'inplace'), tensors=(0,))

# leaky_relu (derivatives.yaml:4749): elementwise forward
leaky_relu = Rule('leaky_relu', 'element_wise', ('input', 'negative_slope', 'inplace'), tensors=(0,))

# elu (derivatives.yaml:4763): elementwise forward
elu = Rule('elu', 'element_wise', ('input', 'alpha', 'inplace'), tensors=(0,))

# selu (derivatives.yaml:4777): elementwise forward
selu = Rule('selu', 'element_wise', ('input',), tensors=(0,))

# celu (derivatives.yaml:4794): elementwise forward
celu = Rule('celu', 'element_wise', ('input', 'alpha'), tensors=(0,))

# gelu (derivatives.yaml:4818): the spec's `vmap:`
gelu = Rule('gelu', 'element_wise', ('input',), keywords=('approximate',), tensors=(0,))

# _gelu_backward (derivatives.yaml:4833): the spec's `vmap:`
_gelu_backward = Rule('_gelu_backward', 'element_wise', ('grad_output', 'input', 'approximate'), tensors=(0, 1))

# silu (derivatives.yaml:4846): elementwise forward
silu = Rule('silu', 'element_wise', ('input', 'inplace'), tensors=(0,))

# softplus (derivatives.yaml:4855): the spec's `vmap:`
softplus = Rule('softplus', 'element_wise', ('input', 'beta', 'threshold'), tensors=(0,))

# mish (derivatives.yaml:4871): the spec's `vmap:`
mish = Rule('mish', 'element_wise', ('input', 'inplace'), tensors=(0,))

# hardsigmoid (derivatives.yaml:4891): elementwise forward
hardsigmoid = Rule('hardsigmoid', 'element_wise', ('input', 'inplace'), tensors=(0,))

# hardswish (derivatives.yaml:4903): elementwise forward
hardswish = Rule('hardswish', 'element_wise', ('input', 'inplace'), tensors=(0,))

# logsigmoid (derivatives.yaml:4915): the spec's `vmap:`
logsigmoid = Rule('logsigmoid', 'element_wise', ('input',), tensors=(0,))

# softshrink (derivatives.yaml:4935): the spec's `vmap:`
softshrink = Rule('softshrink', 'element_wise', ('input', 'lambd'), tensors=(0,))

# hardshrink (derivatives.yaml:4950): elementwise forward
hardshrink = Rule('hardshrink', 'element_wise', ('input', 'lambd'), tensors=(0,))

# threshold (derivatives.yaml:4962): the spec's `vmap:`
threshold = Rule('threshold', 'element_wise', ('input', 'threshold', 'value'), tensors=(0,))

# mse_loss_reduced (derivatives.yaml:5071): no rule derived: a loop over the examples
mse_loss_reduced = Rule('mse_loss_reduced', 'loop', ('input', 'target', 'reduction'), tensors=(0, 1))

# nll_loss (derivatives.yaml:5089): the helper nll_loss
nll_loss = Rule('nll_loss', 'nll_loss', ('input', 'target', 'weight', 'size_average', 'ignore_index', 'reduce', 'reduction'), tensors=(0, 1, 2))

# cross_entropy (derivatives.yaml:5109): the helper cross_entropy
cross_entropy = Rule('cross_entropy', 'cross_entropy', ('input', 'target', 'weight', 'size_average', 'ignore_index', 'reduce', 'reduction', 'label_smoothing'), tensors=(0, 1, 2))

# cross_entropy_indices (derivatives.yaml:5127): no rule derived: a loop over the examples
cross_entropy_indices = Rule('cross_entropy_indices', 'loop', ('input', 'target', 'ignore_index', 'reduction'), tensors=(0, 1))

# convolution (derivatives.yaml:5530): the helper merged_batch
convolution = Rule('convolution', 'merged_batch', ('input', 'weight', 'stride', 'padding', 'dilation', 'groups'), tensors=(0, 1))

# convolution_input_grad (derivatives.yaml:5546): no rule derived: a loop over the examples
convolution_input_grad = Rule('convolution_input_grad', 'loop', ('grad_output', 'weight', 'input_shape', 'stride', 'padding', 'dilation', 'groups'), tensors=(0, 1))

# convolution_weight_grad (derivatives.yaml:5561): no rule derived: a loop over the examples
convolution_weight_grad = Rule('convolution_weight_grad', 'loop', ('input', 'grad_output', 'weight_shape', 'stride', 'padding', 'dilation', 'groups'), tensors=(0, 1))

# convolution_bias (derivatives.yaml:5575): the helper merged_batch
convolution_bias = Rule('convolution_bias', 'merged_batch', ('input', 'weight', 'bias', 'stride', 'padding', 'dilation', 'groups'), tensors=(0, 1, 2))

# max_pool (derivatives.yaml:5681): the helper merged_rows
max_pool = Rule('max_pool', 'merged_rows', ('input', 'kernel_size', 'stride', 'padding', 'dilation'), tensors=(0,))

# max_pool_backward (derivatives.yaml:5696): no rule derived: a loop over the examples
max_pool_backward = Rule('max_pool_backward', 'loop', ('grad_output', 'indices', 'shape'), tensors=(0, 1), star=2)

# avg_pool (derivatives.yaml:5742): the helper merged_rows
avg_pool = Rule('avg_pool', 'merged_rows', ('input', 'kernel_size', 'stride', 'padding', 'count_include_pad', 'divisor_override'), tensors=(0,))

# avg_pool_backward (derivatives.yaml:5759): no rule derived: a loop over the examples
avg_pool_backward = Rule('avg_pool_backward', 'loop', ('grad_output', 'shape', 'kernel_size', 'stride', 'padding', 'count_include_pad', 'divisor_override'), tensors=(0,))

# resample (derivatives.yaml:5798): dims dim
resample = Rule('resample', 'dims', ('input', 'dim', 'size', 'mode', 'align_corners', 'scale'), tensors=(0,), dims={'dim': (lambda input, dim, size, mode, align_corners, scale: input.ndim, '')})

# resample_backward (derivatives.yaml:5815): dims dim
resample_backward = Rule('resample_backward', 'dims', ('grad_output', 'dim', 'input_size', 'mode', 'align_corners', 'scale'), tensors=(0,), dims={'dim': (lambda grad_output, dim, input_size, mode, align_corners, scale: grad_output.ndim, '')})

# adaptive_avg_resample (derivatives.yaml:5830): dims dim
adaptive_avg_resample = Rule('adaptive_avg_resample', 'dims', ('input', 'dim', 'size'), tensors=(0,), dims={'dim': (lambda input, dim, size: input.ndim, '')})

# adaptive_max_pool (derivatives.yaml:5845): the helper merged_rows
adaptive_max_pool = Rule('adaptive_max_pool', 'merged_rows', ('input', 'output_size'), tensors=(0,), star=1)

# grid_sampler (derivatives.yaml:5948): no rule derived: a loop over the examples
grid_sampler = Rule('grid_sampler', 'loop', ('input', 'grid', 'interpolation_mode', 'padding_mode', 'align_corners'), tensors=(0, 1))

# im2col (derivatives.yaml:6038): no rule derived: a loop over the examples
im2col = Rule('im2col', 'loop', ('input', 'kernel_size', 'dilation', 'padding', 'stride'), tensors=(0,))

# col2im (derivatives.yaml:6048): no rule derived: a loop over the examples
col2im = Rule('col2im', 'loop', ('input', 'output_size', 'kernel_size', 'dilation', 'padding', 'stride'), tensors=(0,))

# native_channel_shuffle (derivatives.yaml:6119): no rule derived: a loop over the examples
native_channel_shuffle = Rule('native_channel_shuffle', 'loop', ('input', 'groups'), tensors=(0,))

# native_layer_norm (derivatives.yaml:6240): the helper leading_batch
native_layer_norm = Rule('native_layer_norm', 'leading_batch', ('input', 'normalized_shape', 'weight', 'bias', 'eps'), tensors=(0, 2, 3))

# native_batch_norm (derivatives.yaml:6274): no rule derived: a loop over the examples
native_batch_norm = Rule('native_batch_norm', 'loop', ('input', 'weight', 'bias', 'running_mean', 'running_var', 'training', 'momentum', 'eps'), tensors=(0, 1, 2, 3, 4))

# dropout_apply (derivatives.yaml:6343): the spec's `vmap:`
dropout_apply = Rule('dropout_apply', 'element_wise', ('input', 'mask', 'scale', 'kept', 'dropped'), tensors=(0, 1))

# embedding (derivatives.yaml:6434): the helper embedding
embedding = Rule('embedding', 'embedding', ('weight', 'indices', 'padding_idx', 'scale_grad_by_freq', 'sparse'), tensors=(0, 1))

# embedding_backward (derivatives.yaml:6453): no rule derived: a loop over the examples
embedding_backward = Rule('embedding_backward', 'loop', ('grad_output', 'indices', 'num_weights', 'padding_idx', 'scale_grad_by_freq'), tensors=(0, 1))

# one_hot (derivatives.yaml:6478): the helper leading_batch
one_hot = Rule('one_hot', 'leading_batch', ('input', 'num_classes'), tensors=(0,))

# pad (derivatives.yaml:6493): the helper pad
pad = Rule('pad', 'pad', ('input', 'pad', 'mode', 'value'), tensors=(0,))

# pad_backward (derivatives.yaml:6511): no rule derived: a loop over the examples
pad_backward = Rule('pad_backward', 'loop', ('grad_output', 'shape', 'pad', 'mode'), tensors=(0,))

# _thnn_fused_lstm_cell (derivatives.yaml:6723): no rule derived: a loop over the examples
_thnn_fused_lstm_cell = Rule('_thnn_fused_lstm_cell', 'loop', ('input_gates', 'hidden_gates', 'cx', 'input_bias', 'hidden_bias'), tensors=(0, 1, 2, 3, 4))

# _thnn_fused_gru_cell (derivatives.yaml:6744): no rule derived: a loop over the examples
_thnn_fused_gru_cell = Rule('_thnn_fused_gru_cell', 'loop', ('input_gates', 'hidden_gates', 'hx', 'input_bias', 'hidden_bias'), tensors=(0, 1, 2, 3, 4))

# _lstm_layer (derivatives.yaml:6765): no rule derived: a loop over the examples
_lstm_layer = Rule('_lstm_layer', 'loop', ('input_gates', 'h0', 'c0', 'w_hh', 'reverse'), tensors=(0, 1, 2, 3))

# _rnn_layer (derivatives.yaml:6788): no rule derived: a loop over the examples
_rnn_layer = Rule('_rnn_layer', 'loop', ('input_gates', 'h0', 'w_hh', 'nonlinearity', 'reverse'), tensors=(0, 1, 2))

# _gru_layer (derivatives.yaml:6812): no rule derived: a loop over the examples
_gru_layer = Rule('_gru_layer', 'loop', ('input_gates', 'h0', 'w_hh', 'b_hh', 'reverse'), tensors=(0, 1, 2, 3))
