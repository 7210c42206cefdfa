"""The seeds' three examples, for `make explain` (python -m specgrad.explain examples/explain_example.py).

Each backward() below is recorded; the page steps through every node the engine ran: its formula
from derivatives.yaml, the gradient that came in and the gradients that went out.
"""
import specgrad as torch

# 1. z = x * y: MulBackward0 sends grad * y to x and grad * x to y
x = torch.tensor([0.0, 2.0, 8.0], requires_grad=True)
y = torch.tensor([5.0, 1.0, 7.0], requires_grad=True)
z = x * y
z.backward(torch.FloatTensor([1.0, 1.0, 1.0]))
print("z = x * y:        x.grad =", x.grad, " y.grad =", y.grad)

# 2. x ** 3: PowBackward0 computes grad * 3 * x ** 2
a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
cube = a ** 3
total = cube.sum()
total.backward()
print("(a ** 3).sum():   a.grad =", a.grad)

# 3. a linear regression y = 3x - 2, fitted by gradient descent: the first step is explained
torch.manual_seed(0)
inputs = torch.rand(20, 1) * 4 - 2
targets = 3 * inputs - 2 + 0.3 * torch.randn(20, 1)
w = torch.zeros(1, 1, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
for step in range(50):
    prediction = inputs @ w + b
    loss = ((prediction - targets) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= 0.1 * w.grad
        b -= 0.1 * b.grad
    w.grad = None
    b.grad = None
print(f"linear regression: w = {w.item():.3f} (true 3), b = {b.item():.3f} (true -2)")
