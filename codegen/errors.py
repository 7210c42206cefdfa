"""The one error codegen reports: a mistake in derivatives.yaml, at its line."""


class SpecError(Exception):
    """A problem with derivatives.yaml, reported as `derivatives.yaml:LINE: message`."""

    def __init__(self, path: str, line: int, message: str):
        super().__init__(f"{path}:{line}: {message}")
        self.line = line
