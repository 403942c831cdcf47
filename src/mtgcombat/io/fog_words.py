"""Fogs limited to a player or to some creatures (615.1;
:class:`~mtgcombat.core.fog_values.FogEffect`) in Japanese words, registered
with :func:`~mtgcombat.io.renderers.describe_value` as this module is
imported (by :mod:`mtgcombat.io.describe`).

>>> from mtgcombat.core.fog_values import FogEffect
>>> describe_value(FogEffect(to="you", by="attacking", combat=False), "ja")
'このターン、攻撃クリーチャーによってあなたに与えられるダメージをすべて軽減する'
>>> from mtgcombat.core.abilities import Selector
>>> import mtgcombat.io.describe
>>> describe_value(FogEffect(by="sel", sources=Selector(not_colors=frozenset({"green"}))), "ja")
'このターン、緑でないクリーチャーによって与えられる戦闘ダメージをすべて軽減する'
>>> describe_value(FogEffect(to="you", by="chosen", combat=False, once=True), "ja")
'このターン、次にあなたが選んだ発生源があなたにダメージを与えるとき、そのダメージを軽減する'
"""

from __future__ import annotations

from mtgcombat.core.fog_values import FogEffect
from mtgcombat.io.renderers import _renders, describe_value

_TO_JA = {
    "": "",
    "you": "あなたに",
    "players": "プレイヤーに",
    "creatures": "クリーチャーに",
    "your_creatures": "あなたがコントロールするクリーチャーに",
    "you_and_your_creatures": "あなたとあなたがコントロールするクリーチャーに",
    "you_and_your_permanents": "あなたとあなたがコントロールするパーマネントに",
    "target": "対象のクリーチャーに",
}
_BY_JA = {
    "": "",
    "creatures": "クリーチャーによって",
    "opponents_creatures": "対戦相手がコントロールするクリーチャーによって",
    "attacking": "攻撃クリーチャーによって",
    "target": "対象のクリーチャーによって",
    "not_target": "対象のクリーチャー以外のクリーチャーによって",
    "unblocked": "ブロックされていないクリーチャーによって",
    "chosen": "あなたが選んだ発生源によって",
}


# who would deal the damage of a 615.8 shield
_NEXT_BY_JA = {"chosen": "あなたが選んだ発生源", "target": "対象のクリーチャー"}
_COLORS_JA = {"white": "白", "blue": "青", "black": "黒", "red": "赤", "green": "緑"}


@_renders(FogEffect)
def _r_fog(v: object) -> str:
    assert isinstance(v, FogEffect)
    gain = "。あなたはこれにより軽減されたダメージに等しい点数のライフを得る" if v.gain else ""
    if v.once:  # issue 33 (session 13): 615.8
        who = _NEXT_BY_JA[v.by]
        if v.by == "chosen" and v.sources is not None:  # 609.7b
            colors = "か".join(_COLORS_JA.get(c, c) for c in sorted(v.sources.colors))
            who = (
                f"あなたが選んだ{colors}の発生源"
                if colors
                else "あなたが選んだアーティファクトの発生源"
            )
        return (
            f"このターン、次に{who}が{_TO_JA[v.to]}ダメージを与えるとき、"
            f"そのダメージを軽減する{gain}"
        )
    what = "戦闘ダメージ" if v.combat else "ダメージ"
    if v.by == "sel" and v.sources is not None:  # issue 33 (session 13)
        # (the selector's words are io.describe's, which imports this module)
        by = f"{describe_value(v.sources, 'ja')}によって"
    else:
        by = _BY_JA[v.by]
    return f"このターン、{by}{_TO_JA[v.to]}与えられる{what}をすべて軽減する{gain}"


__all__ = ["describe_value"]
