"""Fogs limited to a player or to some creatures (615.1) in words, English
or Japanese: what a fog's code (:attr:`mtgcombat.core.fog_values.FogEffect.code`)
prevents, for its events (``fog_added``) and its end (514.2)."""

from __future__ import annotations

import functools
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
    >>> fog_phrase("combat::sel:nongreen creatures", "B", lang="ja")
    '緑でないクリーチャーによって与えられる戦闘ダメージ'
    """
    what, to, by = code.split(":", 2)
    named = [t if name is None else name(t) for t in targets]
    if name is not None and player:
        player = name(player)
    sep = "、" if lang == "ja" else " and "
    words = {"player": player, "targets": sep.join(named)}

    def term(key: str) -> str:
        entry = TERMS.get(key, {})
        return (entry.get(lang) or entry.get("en") or key).format(**words)

    if by.startswith("sel:"):  # issue 33 (session 13): creatures of some quality
        said = _sources(by[4:], lang)
        if lang == "ja":
            said = said.replace("あなたが", f"{player}が").replace(
                "対戦相手", f"{player}の対戦相手"
            )
        else:
            said = said.replace("your opponents control", f"{player}'s opponents control")
            said = said.replace("you control", f"{player} controls")
        words["sources"] = said
        by = "sel"
    to_words = term(f"fog:to:{to}") if to else ""
    by_words = term(f"fog:by:{by}") if by else ""
    if lang == "ja":
        return f"{by_words}{to_words}与えられる{term(f'fog:{what}')}"
    return " ".join(w for w in (term(f"fog:{what}"), to_words, by_words) if w)


@functools.lru_cache(maxsize=256)
def _sources(notation: str, lang: str) -> str:
    """The creatures of a fog's ``sel`` code (their English notation), in
    ``lang``: in Japanese, the notation read back as the fog's creatures and
    written out; one the grammar cannot read back keeps its English words.

    >>> _sources("creatures with power 4 or less", "ja")
    'パワーが4以下のクリーチャー'
    """
    if lang != "ja":
        return notation
    from mtgcombat.io.notation import describe_value  # noqa: PLC0415
    from mtgcombat.text.spells import parse_spell  # noqa: PLC0415

    try:
        spell = parse_spell(f"Prevent all damage that would be dealt by {notation} this turn.")
    except ValueError:
        return f"「{notation}」"
    sources = getattr(spell.effects[0], "sources", None) if spell.effects else None
    return f"「{notation}」" if sources is None else describe_value(sources, "ja")


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
