"""The exception classes of torch.distributed."""


class DistError(RuntimeError):
    """An error of the distributed package."""


class DistBackendError(DistError):
    """The communication backend failed, e.g. a collective timed out."""


class DistNetworkError(DistError):
    """A network error."""


class DistStoreError(DistError):
    """An error of the rendezvous store."""


NOT_INITIALIZED = "Default process group has not been initialized, please make sure to call init_process_group."
