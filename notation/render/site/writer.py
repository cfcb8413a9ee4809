"""Writing the event website into its folder: only the pages whose bytes changed (specs/publish.md).

Re-publishing after a round rewrites the pages that round changed (its pairing card, the standings,
the players who played) and leaves the others untouched, so that an upload by modification time or a
``rsync`` sends only them. The folder's ``.admiralty-site`` lists the pages last published, so that a page
no longer part of the site (a game excluded since) is removed, and nothing else of the folder ever is.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

import attrs

MANIFEST = ".admiralty-site"
"""The file listing the pages last published, one a line."""

_PAGE = re.compile(r"[a-z]+(?:-[0-9]+)?\.(?:html|css)")
"""What a page's name looks like: the only names the manifest may have removed."""


@attrs.frozen
class Written:
    """What publishing did to the folder: the pages written (new or changed), left as they were, and removed."""

    written: tuple[str, ...]
    unchanged: tuple[str, ...]
    removed: tuple[str, ...]


def write_site(pages: Iterable[tuple[str, str]], folder: Path) -> Written:
    """Write ``pages`` (path and text, UTF-8) into ``folder``: each only when its bytes differ from the file's,
    through a file renamed over it (a reader never sees half a page); then remove the pages published last time
    and not now.

    Raises:
        OSError: the folder or a page cannot be written.
    """
    folder.mkdir(parents=True, exist_ok=True)
    before = _listed(folder)
    written: list[str] = []
    unchanged: list[str] = []
    for path, text in pages:
        (written if _replaced(folder / path, text.encode("utf-8")) else unchanged).append(path)
    now = {*written, *unchanged}
    removed = sorted(name for name in before - now if _PAGE.fullmatch(name))
    for name in removed:
        (folder / name).unlink(missing_ok=True)
    _replaced(folder / MANIFEST, "".join(f"{name}\n" for name in sorted(now)).encode("utf-8"))
    return Written(tuple(written), tuple(unchanged), tuple(removed))


def _listed(folder: Path) -> set[str]:
    """The pages the folder's manifest lists (none: never published there)."""
    try:
        return set((folder / MANIFEST).read_text(encoding="utf-8").split())
    except FileNotFoundError:
        return set()


def _replaced(target: Path, data: bytes) -> bool:
    """Write ``data`` to ``target`` unless it holds them already; whether it was written."""
    if target.is_file() and target.read_bytes() == data:
        return False
    temporary = target.with_name(f".{target.name}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, target)
    return True
