"""The user's folders for mtgcombat (the parse cache's and the card index's),
as platformdirs names them, found without importing platformdirs where its
answer is plain (issue 38).

platformdirs' Unix module imports ``tempfile`` (and with it ``shutil``,
``random``, ``bz2`` and ``lzma``): about a twentieth of ``mtgcombat check``'s
start-up. On Linux, when the XDG variable of the folder is an absolute path,
platformdirs answers that path with ``mtgcombat`` joined; when the variable is
empty or unset and ``HOME`` is an absolute path, ``~/.cache`` or
``~/.local/share`` expanded, with ``mtgcombat`` joined. Anywhere else (another
system, Android, a relative variable or ``HOME``) platformdirs itself answers.
``tests/test_user_folders.py`` checks both ways agree.
"""

from __future__ import annotations

import os
import sys

# kind -> (the XDG variable, the folder under the home)
_XDG = {"cache": ("XDG_CACHE_HOME", "~/.cache"), "data": ("XDG_DATA_HOME", "~/.local/share")}


def plain_linux_folder(kind: str) -> str | None:
    """The folder of ``kind`` (``"cache"`` or ``"data"``) on Linux where
    platformdirs' answer is plain; None where platformdirs must answer.

    >>> import os
    >>> from unittest import mock
    >>> with mock.patch.dict(os.environ, {"XDG_CACHE_HOME": "/x/cache"}):
    ...     plain_linux_folder("cache") in (None, "/x/cache/mtgcombat")  # None off Linux
    True
    """
    if sys.platform != "linux" or hasattr(sys, "getandroidapilevel"):
        return None
    environ = os.environ
    if "ANDROID_DATA" in environ or "ANDROID_ROOT" in environ:
        return None
    variable, under_home = _XDG[kind]
    xdg = environ.get(variable, "")
    if xdg.startswith("/"):
        return os.path.join(xdg, "mtgcombat")
    if xdg or not environ.get("HOME", "").startswith("/"):
        return None
    return os.path.join(os.path.expanduser(under_home), "mtgcombat")


def user_folder(kind: str) -> str:
    """``platformdirs.user_cache_dir("mtgcombat")`` for ``"cache"``,
    ``platformdirs.user_data_dir("mtgcombat")`` for ``"data"``.

    >>> import platformdirs
    >>> user_folder("cache") == platformdirs.user_cache_dir("mtgcombat")
    True
    >>> user_folder("data") == platformdirs.user_data_dir("mtgcombat")
    True
    """
    folder = plain_linux_folder(kind)
    if folder is None:
        import platformdirs  # noqa: PLC0415 (only where the plain answer is not known)

        if kind == "data":
            folder = platformdirs.user_data_dir("mtgcombat")
        else:
            folder = platformdirs.user_cache_dir("mtgcombat")
    return folder
