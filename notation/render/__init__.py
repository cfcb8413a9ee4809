"""Pictures and documents made from judged games: SVG diagrams of both boards and the compliance report."""
