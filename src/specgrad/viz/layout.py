"""SVG of a GraphModel without graphviz: a layered drawing (each node one row below its lowest
parent, rows ordered by their parents' positions), good enough for the graphs people step through.
The page uses `dot` instead when it is installed."""
from html import escape

from specgrad.viz import model as viz_model

CHAR_W, LINE_H, PAD_X, PAD_Y, GAP_X, GAP_Y, MARGIN = 7.0, 15, 10, 6, 18, 46, 12


def _size(info):
    lines = info["label"].split("\n")
    return max(len(line) for line in lines) * CHAR_W + 2 * PAD_X, len(lines) * LINE_H + 2 * PAD_Y


def _layers(model):
    keys = list(model.nodes)
    parents = {k: [] for k in keys}
    children = {k: [] for k in keys}
    for e in model.edges:
        parents[e["dst"]].append(e["src"])
        children[e["src"]].append(e["dst"])
    pending = {k: len(parents[k]) for k in keys}
    order = [k for k in keys if pending[k] == 0]
    layer = {k: 0 for k in keys}
    i = 0
    while i < len(order):
        k = order[i]
        i += 1
        for c in children[k]:
            layer[c] = max(layer[c], layer[k] + 1)
            pending[c] -= 1
            if pending[c] == 0:
                order.append(c)
    for k, info in model.nodes.items():  # a saved tensor sits in its node's row
        if info["kind"] == viz_model.SAVED and children[k]:
            layer[k] = layer[children[k][0]]
    return layer, parents


def svg(model) -> str:
    """The drawing as an <svg> element, nodes as <g id="sg_KEY" class="node">, edges as <g id="sg_eN" class="edge">."""
    layer, parents = _layers(model)
    rows = {}
    for key in model.nodes:
        rows.setdefault(layer[key], []).append(key)
    size = {k: _size(info) for k, info in model.nodes.items()}
    x, y = {}, {}
    widths = {}
    top = MARGIN
    for r in sorted(rows):
        row = rows[r]
        if r > 0:
            row.sort(key=lambda k: sum(x[p] for p in parents[k] if p in x) / max(1, sum(p in x for p in parents[k]))
                     if any(p in x for p in parents[k]) else 1e9)
        height = max(size[k][1] for k in row)
        left = 0
        for k in row:
            x[k] = left + size[k][0] / 2
            y[k] = top + height / 2
            left += size[k][0] + GAP_X
        widths[r] = left - GAP_X
        top += height + GAP_Y
    total_w = max(widths.values(), default=0) + 2 * MARGIN
    for r, row in rows.items():
        shift = (total_w - widths[r]) / 2
        for k in row:
            x[k] += shift
    total_h = top - GAP_Y + MARGIN
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_w:.0f}" height="{total_h:.0f}" '
             f'viewBox="0 0 {total_w:.0f} {total_h:.0f}" font-family="Helvetica, Arial, sans-serif" font-size="12">',
             '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" '
             'orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#666"/></marker></defs>']
    for e in model.edges:
        s, d = e["src"], e["dst"]
        if model.nodes[s]["kind"] == viz_model.SAVED:
            x1, y1, x2, y2 = x[s] + size[s][0] / 2, y[s], x[d] - size[d][0] / 2, y[d]
            path = f"M {x1:.1f} {y1:.1f} L {x2:.1f} {y2:.1f}"
            parts.append(f'<g id="sg_{e["id"]}" class="edge"><path d="{path}" stroke="#b08000" '
                         f'stroke-dasharray="4 3" fill="none"/></g>')
            continue
        x1, y1 = x[s], y[s] + size[s][1] / 2
        x2, y2 = x[d], y[d] - size[d][1] / 2
        mid = (y1 + y2) / 2
        path = f"M {x1:.1f} {y1:.1f} C {x1:.1f} {mid:.1f}, {x2:.1f} {mid:.1f}, {x2:.1f} {y2:.1f}"
        label = (f'<text x="{(x1 + x2) / 2 + 4:.1f}" y="{mid + 3:.1f}" font-size="9" fill="#444">'
                 f'{escape(e["label"])}</text>') if e["label"] else ""
        parts.append(f'<g id="sg_{e["id"]}" class="edge"><path d="{path}" stroke="#666" fill="none" '
                     f'marker-end="url(#arrow)"/>{label}</g>')
    for key, info in model.nodes.items():
        style = viz_model.STYLE[info["kind"]]
        w, h = size[key]
        rx = 6 if "rounded" in style["style"] else 0
        dash = ' stroke-dasharray="4 3"' if "dashed" in style["style"] else ""
        lines = info["label"].split("\n")
        text = "".join(f'<text x="{x[key]:.1f}" y="{y[key] - h / 2 + PAD_Y + LINE_H * (i + 0.78):.1f}" '
                       f'text-anchor="middle">{escape(line)}</text>' for i, line in enumerate(lines))
        parts.append(f'<g id="sg_{key}" class="node"><title>{escape(info.get("tooltip") or info["label"])}</title>'
                     f'<rect x="{x[key] - w / 2:.1f}" y="{y[key] - h / 2:.1f}" width="{w:.1f}" height="{h:.1f}" '
                     f'rx="{rx}" fill="{style["fillcolor"]}" stroke="{style["color"]}"{dash}/>{text}</g>')
    parts.append("</svg>")
    return "\n".join(parts)
