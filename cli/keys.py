"""``admiralty key``: an arbiter's Ed25519 key, which signs her decisions (specs/store.md, "Signed decisions")."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from admiralty.cli.inputs import fail, reporting

app = typer.Typer(name="key", no_args_is_help=True, rich_markup_mode=None)


@app.callback()
def key() -> None:
    """An arbiter's signing key (needs admiralty[sign]).

    Example: admiralty key new -o arbiter.pem
    """


@app.command()
def new(
    output: Annotated[
        Path, typer.Option("-o", "--output", metavar="FILE", help="The private key's file (its public key: FILE.pub).")
    ],
) -> None:
    """Make a new Ed25519 key: the private key in FILE (readable by its owner only), the public key in FILE.pub.

    Give the private key to --key of each decision, the public key to tournament create --arbiter-key and to
    verify --public-key.

    Example: admiralty key new -o arbiter.pem
    """
    from admiralty.store.signatures import new_key, public_hex

    public = output.with_name(output.name + ".pub")
    for path in (output, public):
        if path.exists():
            raise fail(f"{path}: a file is there already; nothing was written")
    with reporting():
        private_pem, public_pem = new_key()
    try:
        handle = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(handle, "wb") as written:
            written.write(private_pem)
        public.write_bytes(public_pem)
    except OSError as error:
        raise fail(f"{output}: cannot be written ({error.strerror})") from None
    typer.echo(f"key written to {output}, public key to {public}: {public_hex(public_pem)}")
