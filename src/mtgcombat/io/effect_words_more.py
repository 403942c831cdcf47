"""Japanese words for the triggered effects that create tokens (111.1,
111.10), halve a life total (107.1a) or act on a library (701.16, 701.17,
701.22, 701.25, 701.49): the effects of :mod:`mtgcombat.core.effect_values`.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.effect_values import (
    EnergyEffect,
    HalfLifeEffect,
    LibraryEffect,
    LoseGameEffect,
    ModalEffect,
    ProliferateEffect,
    ReturnEffect,
    SelfCounterRemovalEffect,
    SelfUntapEffect,
    TokenEffect,
)
from mtgcombat.core.keywords import Keyword
from mtgcombat.core.token_copies import CopyTokenEffect
from mtgcombat.core.token_later import TokenLater
from mtgcombat.io.ja_terms import _term, color_text
from mtgcombat.io.renderers import describe_value

_PREDEFINED_JA = {
    "Treasure": "宝物",
    "Clue": "手掛かり",
    "Food": "食物",
    "Blood": "血",
    "Gold": "金",
}
_PLAYER_JA = {
    "you": "あなた",
    "that_player": "そのプレイヤー",
    "each_player": "各プレイヤー",
    "each_opponent": "各対戦相手",
}


def more_effect_ja(
    effect: TokenEffect
    | HalfLifeEffect
    | LibraryEffect
    | ProliferateEffect
    | SelfCounterRemovalEffect
    | SelfUntapEffect
    | ReturnEffect
    | EnergyEffect
    | CopyTokenEffect
    | LoseGameEffect,
) -> str:
    """The Japanese words of one of these effects.

    >>> more_effect_ja(TokenEffect(2, predefined="Treasure"))
    '宝物・トークン2つを生成する'
    >>> more_effect_ja(HalfLifeEffect())
    'そのプレイヤーはライフの半分を失う（端数切り上げ）'
    >>> more_effect_ja(LibraryEffect("scry", amount=2))
    'あなたは占術2を行う'
    >>> more_effect_ja(ProliferateEffect())
    '増殖を行う'
    >>> more_effect_ja(CopyTokenEffect())
    'これのコピーであるトークン1つを生成する'
    >>> more_effect_ja(LoseGameEffect())
    'そのプレイヤーはゲームに敗北する'
    """
    if isinstance(effect, LoseGameEffect):  # issue 33 (session 10): 104.3e
        return f"{_PLAYER_JA[effect.player]}はゲームに敗北する"
    if isinstance(effect, CopyTokenEffect):  # issue 33 (707.2)
        return f"これのコピーであるトークン{effect.count}つを生成する"
    if isinstance(effect, ProliferateEffect):
        return "増殖を行う"  # 701.34
    if isinstance(effect, SelfCounterRemovalEffect):
        kind = "+1/+1" if effect.plus else "-1/-1"
        return f"これから{kind}カウンターを{effect.amount}個取り除く"
    if isinstance(effect, SelfUntapEffect):
        return "これをアンタップする"
    if isinstance(effect, EnergyEffect):  # 107.14
        if effect.pay:
            return f"あなたはエネルギー・カウンターを{effect.amount}個支払う"
        return f"あなたはエネルギー・カウンターを{effect.amount}個得る"
    if isinstance(effect, TokenEffect):
        made = _token_ja(effect)
        return made if effect.later is None else f"{made}。{later_ja(effect.later)}"
    if isinstance(effect, ReturnEffect) and not effect.unless_had:  # 603.6c, 400.7
        how = "タップ状態で" if effect.tapped else ""
        counter = "+1/+1カウンターが1個置かれた状態で" if effect.counter else ""
        if effect.keyword:  # 122.1b (session 10)
            named = describe_value(Keyword(effect.keyword), "ja")
            counter = f"{named}カウンターが1個置かれた状態で"
        card = "そのカード" if effect.dead else "それ"  # 400.7d
        under = "あなた" if effect.yours else "オーナー"  # 110.2a
        return f"{card}を{how}{counter}{under}のコントロール下で戦場に戻す"
    if isinstance(effect, ReturnEffect):  # undying, persist (702.93a, 702.79a)
        kind = "+1/+1" if effect.plus else "-1/-1"
        tapped = "タップ状態で" if effect.tapped else ""  # its own 614.1d
        return (
            f"それの上に{kind}カウンターが置かれていなかった場合、それを{kind}カウンターが"
            f"1個置かれた状態で{tapped}オーナーのコントロール下で戦場に戻す"
        )
    who = _PLAYER_JA[effect.player]
    if isinstance(effect, HalfLifeEffect):
        how = "切り上げ" if effect.round_up else "切り捨て"
        return f"{who}はライフの半分を失う（端数{how}）"
    if effect.action == "venture":
        return f"{who}はダンジョンを探索する"
    much = "その点数に等しい枚数の" if effect.that_many else f"{effect.amount}枚の"
    if effect.action == "draw":
        return f"{who}はカードを{much.removesuffix('の')}引く"
    if effect.action == "discard":
        return f"{who}はカードを{much.removesuffix('の')}捨てる"
    if effect.action == "mill":
        return f"{who}はカードを{much.removesuffix('の')}切削する"
    verb = "占術" if effect.action == "scry" else "諜報"
    return f"{who}は{verb}{effect.amount}を行う"


def _token_ja(effect: TokenEffect) -> str:
    if effect.investigate:
        return "調査を行う"
    many = "その点数に等しい数の" if effect.that_many else ""
    count = "" if effect.that_many else f"{effect.count}つ"
    if effect.predefined:
        return f"{many}{_PREDEFINED_JA[effect.predefined]}・トークン{count}を生成する"
    colors = "と".join(color_text(c, "ja") for c in sorted(effect.colors)) or "無色"
    kinds = "・".join(_term("subtypes", s.lower()) for s in effect.subtypes)
    kind = "アーティファクト・クリーチャー" if effect.artifact else "クリーチャー"
    with_kw = ""
    if effect.keywords:
        with_kw = "と".join(describe_value(k, "ja") for k in effect.keywords) + "を持つ"
    body = f"{effect.power}/{effect.toughness}の{colors}の{kinds}・{kind}"
    return f"{many}{with_kw}{body}・トークン{count}を生成する"


def later_ja(later: TokenLater) -> str:
    """The Japanese words of the delayed ability on the tokens (603.7).

    >>> later_ja(TokenLater("exile", "end_of_combat"))
    '戦闘終了時に、それらのトークンを追放する'
    >>> later_ja(TokenLater("sacrifice", "next_end_step"))
    '次の終了ステップの開始時に、それらのトークンを生け贄に捧げる'
    """
    when = "戦闘終了時" if later.when == "end_of_combat" else "次の終了ステップの開始時"
    verb = "追放する" if later.action == "exile" else "生け贄に捧げる"
    return f"{when}に、それらのトークンを{verb}"


def modal_ja(effect: ModalEffect, words: Callable[[object], str]) -> str:
    """The Japanese words of a modal triggered ability's modes (700.2b),
    each mode's effects by ``words``.

    >>> print(modal_ja(ModalEffect(((LibraryEffect("scry", amount=1),), ()), 0, 1), str))
    以下から最大1つを選ぶ ― ・scry 1 ・（戦闘に関わることはしない）
    """
    if effect.fresh:
        how = "このターンにまだ選ばれていないものを1つ選ぶ"
    elif effect.low == effect.high:
        how = f"{effect.low}つを選ぶ"
    elif effect.low == 0:
        how = "最大1つを選ぶ" if effect.high == 1 else "好きな数を選ぶ"
    else:
        how = "1つまたは両方を選ぶ" if effect.high == 2 == len(effect.modes) else "1つ以上を選ぶ"
    modes = " ".join(
        "・" + ("。".join(words(e) for e in m) or "（戦闘に関わることはしない）")
        for m in effect.modes
    )
    return f"以下から{how} ― {modes}"
