"""`make demo`: differentiate the bundled example and summarise the derivative.

For each function Enzyme generated, the table counts shadow MemInfo
allocations, shadow frees and primal NRT releases: every shadow allocated is
freed exactly once.
"""

import re
import subprocess
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "nrt-temporary.ll"
OUT = ROOT / "demo-out" / "nrt-temporary.grad.ll"


def main() -> int:
    OUT.parent.mkdir(exist_ok=True)
    command = [str(Path(sys.executable).parent / "nrtgrad"), "differentiate", "-O1",
               str(EXAMPLE), "-o", str(OUT)]
    console = Console()
    console.print(f"[bold]$ nrtgrad differentiate -O1 {EXAMPLE.relative_to(ROOT)} "
                  f"-o {OUT.relative_to(ROOT)}")
    if subprocess.run(command).returncode != 0:
        return 1
    text = OUT.read_text()
    table = Table(title="derivative summary")
    for column in ("function", "shadow allocations", "shadow frees", "NRT_decref"):
        table.add_column(column)
    for name, body in re.findall(r"^define [^@]*@([\w.]+)\(.*?\n(.*?)^}", text, re.M | re.S):
        if not name.startswith(("augmented_", "diffe")):
            continue
        table.add_row(name,
                      str(len(re.findall(r"'mi\" = call .*@nrtgrad\.alloc\.", body))),
                      str(body.count("@nrtgrad.shadow_free(")),
                      str(body.count("@NRT_decref(")))
    console.print(table)
    console.print(f"derivative written to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
