"""ReduceOp: how all_reduce, reduce and reduce_scatter_tensor combine the ranks' tensors."""
import enum


class RedOpType(enum.Enum):
    SUM = 0
    AVG = 1
    PRODUCT = 2
    MIN = 3
    MAX = 4
    BAND = 5
    BOR = 6
    BXOR = 7

    def __repr__(self):
        return f"<RedOpType.{self.name}: {self.value}>"

    def __str__(self):
        return f"RedOpType.{self.name}"


class ReduceOp:
    """As torch.distributed.ReduceOp: ReduceOp.SUM, AVG, PRODUCT, MIN, MAX, BAND, BOR, BXOR."""
    RedOpType = RedOpType
    SUM = RedOpType.SUM
    AVG = RedOpType.AVG
    PRODUCT = RedOpType.PRODUCT
    MIN = RedOpType.MIN
    MAX = RedOpType.MAX
    BAND = RedOpType.BAND
    BOR = RedOpType.BOR
    BXOR = RedOpType.BXOR


def mpi_op(op, collective):
    """The MPI operation for `op`; AVG is a SUM that the caller divides afterwards."""
    if isinstance(op, ReduceOp):  # an instance, as ReduceOp() in PyTorch, is not an operation
        op = None
    if not isinstance(op, RedOpType):
        raise TypeError(f"{collective}: op must be a member of ReduceOp (e.g. dist.ReduceOp.SUM), got {op!r}")
    if not _MPI_OPS:
        from specgrad.distributed._mpi import mpi
        MPI = mpi()
        _MPI_OPS.update({RedOpType.SUM: MPI.SUM, RedOpType.AVG: MPI.SUM, RedOpType.PRODUCT: MPI.PROD,
                         RedOpType.MIN: MPI.MIN, RedOpType.MAX: MPI.MAX, RedOpType.BAND: MPI.BAND,
                         RedOpType.BOR: MPI.BOR, RedOpType.BXOR: MPI.BXOR})
    return _MPI_OPS[op]


_MPI_OPS = {}  # filled on first use (importing mpi4py.MPI starts MPI)
