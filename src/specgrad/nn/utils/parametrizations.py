"""Ready-made parametrizations, as torch.nn.utils.parametrizations: weight_norm (the parametrize-based one;
the magnitude and direction are parametrizations.<name>.original0 and original1), spectral_norm (the
power-iteration vectors are buffers _u and _v of parametrizations.<name>[0]) and orthogonal (the maps
matrix_exp, cayley and householder; with use_trivialization the base is buffer parametrizations.<name>[0].base)."""
from enum import Enum, auto

import numpy as np

import specgrad
from specgrad.nn import functional as F
from specgrad.nn.modules.module import Module
from specgrad.nn.utils import parametrize
from specgrad.nn.utils.spectral_norm import default_dim, weight_as_matrix
from specgrad.nn.utils.weight_norm import _weight_norm, norm_except_dim

__all__ = ["orthogonal", "weight_norm", "spectral_norm"]


class _WeightNorm(Module):
    def __init__(self, dim=0):
        super().__init__()
        self.dim = -1 if dim is None else dim

    def forward(self, weight_g, weight_v):
        return _weight_norm(weight_v, weight_g, self.dim)

    def right_inverse(self, weight):
        return norm_except_dim(weight, 2, self.dim), weight


def weight_norm(module, name="weight", dim=0):
    """Reparameterize module.<name> as g * v / ||v|| (the norm over every dim but `dim`; None: over all), g in
    parametrizations.<name>.original0 and v in original1, recomputed at each access of module.<name>. (PyTorch's
    also loads state dicts saved with the old weight_norm's <name>_g / <name>_v keys; this one does not.)"""
    parametrize.register_parametrization(module, name, _WeightNorm(dim), unsafe=True)
    return module


class _SpectralNorm(Module):
    """weight / sigma, sigma estimated by power iteration on the weight as a matrix (`dim` first); a 1-D weight
    is only normalized. In training mode each forward first advances u and v by n_power_iterations steps."""

    def __init__(self, weight, n_power_iterations=1, dim=0, eps=1e-12):
        super().__init__()
        ndim = weight.ndim
        if dim >= ndim or dim < -ndim:
            raise IndexError(f"Dimension out of range (expected to be in range of [-{ndim}, {ndim - 1}] but got {dim})")
        if n_power_iterations <= 0:
            raise ValueError(f"Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.dim = dim if dim >= 0 else dim + ndim
        self.eps = eps
        if ndim > 1:
            self.n_power_iterations = n_power_iterations
            weight_mat = weight_as_matrix(weight, self.dim)
            h, w = weight_mat.shape
            with specgrad.no_grad():
                u = weight_mat.new_empty(h).normal_(0, 1)
                v = weight_mat.new_empty(w).normal_(0, 1)
            self.register_buffer("_u", F.normalize(u, dim=0, eps=self.eps))
            self.register_buffer("_v", F.normalize(v, dim=0, eps=self.eps))
            self._power_method(weight_mat, 15)  # start from a good estimate, as PyTorch's

    def _power_method(self, weight_mat, n_power_iterations):
        with specgrad.no_grad():
            for _ in range(n_power_iterations):  # u first, then v (the hook-based spectral_norm goes v first)
                self._u.copy_(F.normalize(specgrad.mv(weight_mat, self._v), dim=0, eps=self.eps))
                self._v.copy_(F.normalize(specgrad.mv(weight_mat.t(), self._u), dim=0, eps=self.eps))

    def forward(self, weight):
        if weight.ndim == 1:
            return F.normalize(weight, dim=0, eps=self.eps)
        weight_mat = weight_as_matrix(weight, self.dim)
        if self.training:
            self._power_method(weight_mat, self.n_power_iterations)
        sigma = specgrad.vdot(self._u.clone(), specgrad.mv(weight_mat, self._v.clone()))
        return weight / sigma

    def right_inverse(self, value):
        return value


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Parametrize module.<name> as weight / sigma (its largest singular value, by power iteration); returns the
    module. dim defaults to 0, or 1 for transposed convolutions."""
    weight = getattr(module, name, None)
    if not isinstance(weight, specgrad.Tensor):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    parametrize.register_parametrization(
        module, name, _SpectralNorm(weight, n_power_iterations, default_dim(module) if dim is None else dim, eps))
    return module


def _mH(X):
    """The conjugate transpose of the last two dims."""
    return X.mT.conj() if X.is_complex() else X.mT


def _is_orthogonal(Q):
    """Whether Q^H Q = I up to 10 * n * eps (Q tall: n >= k)."""
    n, k = Q.size(-2), Q.size(-1)
    Id = specgrad.eye(k, dtype=Q.dtype, device=Q.device)
    eps = 10.0 * n * specgrad.finfo(Q.dtype).eps
    return specgrad.allclose(_mH(Q) @ Q, Id, atol=eps)


def _make_orthogonal(A):
    """The Q of A = QR (A tall) with diag(R) >= 0: the columns' signs normalized so that Q is unique (a zero on
    R's diagonal zeroes that column, as PyTorch's sgn-based normalization)."""
    Q, R = specgrad.linalg.qr(A)
    return Q * R.diagonal(dim1=-2, dim2=-1).sgn().unsqueeze(-2)


def _householder_product(A, tau):
    """H_1 H_2 ... H_k applied to the first k columns of the identity (linalg.householder_product, here from
    matmuls so that autograd follows it): H_i = I - tau_i v_i v_i^H, v_i the i-th column of A below the diagonal
    with a 1 on it. A is (..., n, k), n >= k."""
    n, k = A.size(-2), A.size(-1)
    Id = specgrad.eye(n, dtype=A.dtype, device=A.device)
    V = A.tril(diagonal=-1) + Id[:, :k]
    Q = Id[:, :k].expand(*A.shape[:-2], n, k)
    for i in reversed(range(k)):  # from the right: Q = H_i (H_{i+1} ... E)
        v = V[..., :, i:i + 1]
        Q = Q - (tau[..., i:i + 1].unsqueeze(-1) * v) @ (_mH(v) @ Q)
    return Q


def _geqrf(Q):
    """LAPACK's geqrf of a real (..., n, k) matrix (n >= k): the reflectors below the diagonal of the first result
    (R on and above it) and their scales tau, as torch.geqrf. Computed by NumPy (specgrad has no geqrf); no
    gradient."""
    h, tau = np.linalg.qr(Q.detach().cpu().numpy(), mode="raw")  # h is the transposed LAPACK output
    A = specgrad.tensor(np.ascontiguousarray(np.swapaxes(h, -1, -2)), dtype=Q.dtype, device=Q.device)
    return A, specgrad.tensor(tau, dtype=Q.dtype, device=Q.device)


class _OrthMaps(Enum):
    matrix_exp = auto()
    cayley = auto()
    householder = auto()


class _Orthogonal(Module):
    """Maps an unconstrained (..., n, k) tensor to one with orthonormal columns (n >= k) or rows (n < k): via
    matrix_exp or the Cayley map of the skew-symmetric matrix from its lower triangle, or as a product of
    Householder reflectors stored below its diagonal. With use_trivialization, the result is base @ Q, base an
    orthogonal (n, n) buffer set by right_inverse."""

    def __init__(self, weight, orthogonal_map, *, use_trivialization=True):
        super().__init__()
        if weight.is_complex() and orthogonal_map == _OrthMaps.householder:
            raise ValueError("The householder parametrization does not support complex tensors.")
        self.shape = weight.shape
        self.orthogonal_map = orthogonal_map
        if use_trivialization:
            self.register_buffer("base", None)

    def forward(self, X):
        n, k = X.size(-2), X.size(-1)
        transposed = n < k
        if transposed:  # work on a tall matrix
            X = X.mT
            n, k = k, n
        if self.orthogonal_map == _OrthMaps.matrix_exp or self.orthogonal_map == _OrthMaps.cayley:
            X = X.tril()  # n * k - k * (k - 1) / 2 free parameters
            if n != k:  # embed into a square matrix
                X = specgrad.cat([X, X.new_zeros(n, n - k).expand(*X.shape[:-2], -1, -1)], dim=-1)
            A = X - _mH(X)  # skew-symmetric
            if self.orthogonal_map == _OrthMaps.matrix_exp:
                Q = specgrad.matrix_exp(A)
            else:  # the Cayley retraction (I + A/2)(I - A/2)^{-1}
                Id = specgrad.eye(n, dtype=A.dtype, device=A.device)
                Q = specgrad.linalg.solve(specgrad.add(Id, A, alpha=-0.5), specgrad.add(Id, A, alpha=0.5))
            if n != k:
                Q = Q[..., :k]
        else:
            A = X.tril(diagonal=-1)
            tau = 2.0 / (1.0 + (A * A).sum(dim=-2))  # makes each reflector exactly orthogonal
            Q = _householder_product(A, tau)
            # X's diagonal holds the signs (1 or -1) of Q's columns, not trained: cast, no gradient
            Q = Q * X.diagonal(dim1=-2, dim2=-1).int().unsqueeze(-2)
        if hasattr(self, "base"):
            Q = self.base @ Q
        if transposed:
            Q = Q.mT
        return Q

    def right_inverse(self, Q):
        """The original for which forward gives Q. With use_trivialization: base becomes Q (orthogonalized by QR
        if it is not orthogonal; a tall Q is first completed with random columns) and the original is -I
        (forward(-I) is I for every map). Without: householder only, the reflectors of Q's QR."""
        with specgrad.no_grad():
            if Q.shape != self.shape:
                raise ValueError(f"Expected a matrix or batch of matrices of shape {self.shape}. "
                                 f"Got a tensor of shape {Q.shape}.")
            Q_init = Q
            n, k = Q.size(-2), Q.size(-1)
            transpose = n < k
            if transpose:
                Q = Q.mT
                n, k = k, n
            if not hasattr(self, "base"):
                if self.orthogonal_map == _OrthMaps.cayley or self.orthogonal_map == _OrthMaps.matrix_exp:
                    raise NotImplementedError("It is not possible to assign to the matrix exponential or the Cayley "
                                              "parametrizations when use_trivialization=False.")
                A, tau = _geqrf(Q)
                # the diagonal becomes the signs of R's, so that Q = QR's Q times them; a reflector LAPACK skipped
                # (tau == 0) is the identity, so its column keeps the sign flipped
                diag = A.diagonal(dim1=-2, dim2=-1).sign() * specgrad.where(tau == 0.0, -1.0, 1.0).to(A.dtype)
                eye = specgrad.eye(n, k, dtype=A.dtype, device=A.device)
                A = A.tril(diagonal=-1) + eye * diag.unsqueeze(-2) + A.triu(diagonal=1)
                return A.mT if transpose else A
            if n == k:
                Q = Q.clone() if _is_orthogonal(Q) else _make_orthogonal(Q)
            else:  # complete Q into a full n x n orthogonal matrix
                N = specgrad.randn(*(Q.size()[:-2] + (n, n - k)), dtype=Q.dtype, device=Q.device)
                Q = _make_orthogonal(specgrad.cat([Q, N], dim=-1))
            self.base = Q
            neg_Id = -specgrad.eye(Q_init.size(-2), Q_init.size(-1), dtype=Q_init.dtype, device=Q_init.device)
            return neg_Id.expand(Q_init.shape).clone()


def orthogonal(module, name="weight", orthogonal_map=None, *, use_trivialization=True):
    """Parametrize module.<name> (a matrix or a batch of matrices (..., m, n)) to have orthonormal columns
    (m >= n) or rows (m < n), through parametrize.register_parametrization; returns the module.
    orthogonal_map: "matrix_exp", "cayley" or "householder" (default: matrix_exp for square or complex
    matrices, householder otherwise). use_trivialization keeps an orthogonal base (parametrizations.<name>[0].base)
    set at each assignment to module.<name>, the initial one from the current value (itself if orthogonal,
    its QR's Q otherwise)."""
    weight = getattr(module, name, None)
    if not isinstance(weight, specgrad.Tensor):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    if weight.ndim < 2:
        raise ValueError(f"Expected a matrix or batch of matrices. Got a tensor of {weight.ndim} dimensions.")
    if orthogonal_map is None:
        orthogonal_map = "matrix_exp" if weight.size(-2) == weight.size(-1) or weight.is_complex() else "householder"
    orth_enum = getattr(_OrthMaps, orthogonal_map, None)
    if orth_enum is None:
        raise ValueError('orthogonal_map has to be one of "matrix_exp", "cayley", "householder". '
                         f"Got: {orthogonal_map}")
    orth = _Orthogonal(weight, orth_enum, use_trivialization=use_trivialization)
    parametrize.register_parametrization(module, name, orth, unsafe=True)
    return module
