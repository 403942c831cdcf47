"""Fogs limited to a player or to some creatures (615.1) in words, English
or Japanese: what a fog's code (:attr:`mtgcombat.core.fog_values.FogEffect.code`)
prevents, for its events (``fog_added``) and its end (514.2)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mtgcombat.i18n.catalog import TERMS


def fog_phrase(
    code: str,
    player: str,
    targets: Sequence[str] = (),
    lang: str = "en",
    name: Callable[[str], str] | None = None,
) -> str:
    """The damage a fog of ``player`` prevents, as a phrase.

    >>> fog_phrase("combat:you:attacking", "B")
    'all combat damage that would be dealt to B by attacking creatures'
    >>> fog_phrase("combat:you:attacking", "B", lang="ja")
    '攻撃クリーチャーによってBに与えられる戦闘ダメージ'
    >>> fog_phrase("all::target", "B", ("bear",), "ja")
    'bearによって与えられるダメージ'
    """
    what, to, by = code.split(":")
    named = [t if name is None else name(t) for t in targets]
    if name is not None and player:
        player = name(player)
    sep = "、" if lang == "ja" else " and "
    words = {"player": player, "targets": sep.join(named)}

    def term(key: str) -> str:
        entry = TERMS.get(key, {})
        return (entry.get(lang) or entry.get("en") or key).format(**words)

    to_words = term(f"fog:to:{to}") if to else ""
    by_words = term(f"fog:by:{by}") if by else ""
    if lang == "ja":
        return f"{by_words}{to_words}与えられる{term(f'fog:{what}')}"
    return " ".join(w for w in (term(f"fog:{what}"), to_words, by_words) if w)


def fog_change(value: str, lang: str = "en") -> str:
    """The fog an effect change names (``code|player|targets``), as the
    phrase of its end: ``all combat damage ... to B is prevented``.

    >>> fog_change("combat:you:|B|", "ja")
    'Bに与えられる戦闘ダメージはすべて軽減される'
    """
    code, player, targets = value.split("|")
    fog = fog_phrase(code, player, tuple(t for t in targets.split(",") if t), lang)
    entry = TERMS["fog:ends"]
    return (entry.get(lang) or entry["en"]).format(fog=fog)
