"""specgrad's code generator: derivatives.yaml -> generated/ and tests/generated/ (`make regenerate`)."""
