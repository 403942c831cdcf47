"""The user's folders found without platformdirs (`text.user_folders`, issue 38)
are platformdirs' own answers, for every setting of the variables it reads."""

from __future__ import annotations

import itertools
import sys

import platformdirs
import pytest

from mtgcombat.text.user_folders import plain_linux_folder, user_folder

_XDG = [None, "", " ", "/abs/xdg", "/abs/xdg/", "//two", "relative/xdg", "~/tilde"]
_HOME = [None, "", "/", "/home/someone", "/home/someone/", "relative/home", "~"]
_ANDROID = [None, "/data"]
_EXPECTED = {"cache": platformdirs.user_cache_dir, "data": platformdirs.user_data_dir}
_VARIABLE = {"cache": "XDG_CACHE_HOME", "data": "XDG_DATA_HOME"}


def _answer(function: object, kind: str) -> str:
    try:
        if function is user_folder:
            return user_folder(kind)
        return str(_EXPECTED[kind]("mtgcombat"))
    except RuntimeError as refused:  # platformdirs: no home to be found
        return f"refused: {refused}"


@pytest.mark.parametrize("kind", ["cache", "data"])
def test_every_setting_gives_platformdirs_answer(
    kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = 0
    for xdg, home, android in itertools.product(_XDG, _HOME, _ANDROID):
        for name, value in ((_VARIABLE[kind], xdg), ("HOME", home), ("ANDROID_DATA", android)):
            if value is None:
                monkeypatch.delenv(name, raising=False)
            else:
                monkeypatch.setenv(name, value)
        monkeypatch.delenv("ANDROID_ROOT", raising=False)
        expected = _answer(platformdirs, kind)
        found = plain_linux_folder(kind)
        if found is not None:
            plain += 1
            assert found == expected, (xdg, home, android)
        assert _answer(user_folder, kind) == expected, (xdg, home, android)
    if sys.platform == "linux":  # the control: the plain way was taken where it should be
        # no Android variable: an absolute XDG (3 values) with any home, or an
        # unset or empty XDG with an absolute home (3 values)
        assert plain == 3 * len(_HOME) + 2 * 3
    else:
        assert plain == 0


@pytest.mark.skipif(sys.platform != "linux", reason="the plain way is Linux's")
def test_plain_way_taken_in_the_common_case(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("ANDROID_DATA", raising=False)
    monkeypatch.delenv("ANDROID_ROOT", raising=False)
    monkeypatch.setenv("HOME", "/home/someone")
    assert plain_linux_folder("cache") == "/home/someone/.cache/mtgcombat"
    assert plain_linux_folder("data") == "/home/someone/.local/share/mtgcombat"
