"""specgrad walkthrough: build a graph, look inside it, run backward, train a linear regression.

Run with `make demo`. Every grad_fn printed below is a class generated from derivatives.yaml;
the formulas shown are the ones it runs, read from the spec entry it points to.
"""
import specgrad as torch


def show_graph(tensor, name):
    """Print the grad_fn chain under `tensor`, each node with the spec formulas it runs."""
    print(f"{name} = {tensor}")
    seen = set()

    def walk(node, depth):
        if node is None or node in seen:
            return
        seen.add(node)
        indent = "    " * depth
        if type(node).__name__ == "AccumulateGrad":
            print(f"{indent}AccumulateGrad -> .grad of the leaf {tuple(node.variable.shape)}")
            return
        print(f"{indent}{node.name()}  (derivatives.yaml:{node.spec_line})")
        for input_name, formula in node.formulas.items():
            print(f"{indent}  d/d{input_name}: {formula}")
        saved = [slot for slot in type(node).__slots__
                 if slot.startswith("_saved_") and getattr(node, slot) is not None]
        if saved:
            print(f"{indent}  saved for backward: {', '.join(saved)}")
        for next_node, _ in node.next_functions:
            walk(next_node, depth + 1)
    walk(tensor.grad_fn, 1)


def part1_graph():
    print("=" * 72)
    print("1. A small graph, and how its gradient is computed")
    print("=" * 72)
    x = torch.tensor([0.0, 2.0, 8.0], requires_grad=True)
    y = torch.tensor([5.0, 1.0, 7.0], requires_grad=True)
    z = x * y
    loss = (torch.tanh(z / 10) + x.exp().mean()).sum()
    show_graph(loss, "loss")
    loss.backward()
    print(f"\nx.grad = {x.grad}")
    print(f"y.grad = {y.grad}")
    print("check: d loss/dy = x * (1 - tanh(x*y/10)**2) / 10 =",
          (x.detach() * (1 - torch.tanh(x.detach() * y.detach() / 10) ** 2) / 10))
    try:
        loss.backward()
    except RuntimeError as error:
        print(f"\nbackward again -> RuntimeError: {str(error)[:78]}...")


def part2_regression():
    print()
    print("=" * 72)
    print("2. Linear regression y = 3x - 2 + noise, fitted by gradient descent")
    print("=" * 72)
    torch.manual_seed(0)
    x = torch.rand(200, 1) * 4 - 2
    y = 3 * x - 2 + 0.3 * torch.randn(200, 1)
    w = torch.zeros(1, 1, requires_grad=True)
    b = torch.zeros(1, requires_grad=True)
    learning_rate = 0.1
    losses = []
    for step in range(60):
        prediction = x @ w + b
        loss = ((prediction - y) ** 2).mean()
        loss.backward()
        with torch.no_grad():
            w -= learning_rate * w.grad
            b -= learning_rate * b.grad
        w.grad = None
        b.grad = None
        losses.append(loss.item())
    top = max(losses)
    for step in range(0, 60, 5):
        bar = "#" * max(1, round(50 * losses[step] / top))
        print(f"step {step:2d}  loss {losses[step]:8.4f}  {bar}")
    print(f"step 59  loss {losses[-1]:8.4f}")
    print(f"\nfitted w = {w.item():.3f} (true 3), b = {b.item():.3f} (true -2)")


def part3_explain():
    print()
    print("=" * 72)
    print("3. Step by step: what each node did during backward (specgrad.autograd.explain)")
    print("=" * 72)
    x = torch.tensor([0.0, 2.0, 8.0], requires_grad=True)
    y = torch.tensor([5.0, 1.0, 7.0], requires_grad=True)
    z = x * y
    loss = (x ** 3 + z).sum()
    explanation = torch.autograd.explain(loss)   # runs loss.backward(), recording every node
    print(explanation)
    page = "demo_explain.html"
    explanation.to_html(page)
    print(f"\nThe same as a web page that steps through the graph node by node: open {page} in a browser")
    print("(python -m specgrad.explain your_script.py writes one for any script; `make explain` for the examples)")


if __name__ == "__main__":
    part1_graph()
    part2_regression()
    part3_explain()
