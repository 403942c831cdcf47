"""Blocking rules' clauses, static effects (613), block triggers and their
effects (509.3 now, 509.5 in 2023), players' effects and a permanent's
own combat facts (flags) in Japanese words.
"""

from __future__ import annotations

from mtgcombat.core.abilities import (
    Ability,
    AlsoBlock,
    AttacksEachCombat,
    BlocksEachCombat,
    BlockTrigger,
    CanBlockOnlyFlyers,
    CantAttack,
    CantAttackAlone,
    CantBeBlocked,
    CantBeBlockedUnlessAllBlock,
    CantBlock,
    CantBlockAlone,
    CantBlockEffect,
    CardCount,
    ColorEffect,
    Count,
    CounterCount,
    CounterEffect,
    CountersOnTargetEffect,
    DamageEffect,
    DestroyEffect,
    DiscardEffect,
    DrawEffect,
    ExileEffect,
    GreaterPowerAlsoBlocks,
    GroupKeywordEffect,
    GroupPumpEffect,
    KeywordEffect,
    LifeEffect,
    LifeTotalEffect,
    Lure,
    MustBeBlocked,
    MustBeBlockedByExactlyOne,
    NoCombatDamageEffect,
    PlayerEffect,
    PoisonEffect,
    PreventEffect,
    PumpEffect,
    RecordedEffect,
    RemoveFromCombatEffect,
    ReturnToHandEffect,
    SacrificeEffect,
    Selector,
    StaticEffect,
    TapEffect,
    TriggerEffect,
    YouControl,
)
from mtgcombat.core.attack_effect_values import ATTACK_EFFECTS  # issue 33
from mtgcombat.core.counted_values import (
    BlockRuleEffect,
    CountedEffect,
    Greatest,
    InterveningIf,
    SourceStat,
)
from mtgcombat.core.defending_pays import DefendingPaysEffect
from mtgcombat.core.effect_values import MORE_EFFECTS, ModalEffect
from mtgcombat.core.group_leave_values import GroupLeaveEffect
from mtgcombat.core.keyword_effects import IngestEffect, RenownEffect
from mtgcombat.core.sacrifice_values import SacrificesEffect
from mtgcombat.core.trigger_words import pt_change  # "-1/-0" as printed
from mtgcombat.io.condition_words import _condition_clause, _number, _per
from mtgcombat.io.effect_words_more import modal_ja, more_effect_ja
from mtgcombat.io.ja_terms import _term, color_text, quality_text, terms
from mtgcombat.io.renderers import describe_value
from mtgcombat.io.selector_words import _selector

# ---------------------------------------------------------------------------
# Blocking rules, conditions and effects
# ---------------------------------------------------------------------------


def _from(source: str) -> str:
    return f"（{source}による）" if source else ""


def _unless(condition: object) -> str:
    """The "unless" clause of "can't block unless CONDITION"."""
    if isinstance(condition, YouControl):
        return f"あなたが{_selector(condition.selector)}をコントロールしていない限り"
    if isinstance(condition, AlsoBlock):
        return f"他のクリーチャーが{condition.count}体以上ブロックしていない限り"
    if isinstance(condition, GreaterPowerAlsoBlocks):
        return "これより大きいパワーを持つクリーチャーもブロックしていない限り"
    return f"「{_condition_clause(condition)}」でない限り"


def _condition(condition: YouControl | AlsoBlock | GreaterPowerAlsoBlocks) -> str:
    if isinstance(condition, YouControl):
        return f"あなたが{_selector(condition.selector)}をコントロールしている"
    if isinstance(condition, AlsoBlock):
        return f"他のクリーチャーが{condition.count}体以上ブロックしている"
    return "これより大きいパワーを持つクリーチャーもブロックしている"


_FIXED_RULES: dict[type, str] = {
    CantBlock: "ブロックできない",
    CantBeBlocked: "ブロックされない",
    CanBlockOnlyFlyers: "飛行を持つクリーチャーしかブロックできない",
    CantBlockAlone: "単独ではブロックできない",
    CantAttack: "攻撃できない",
    CantAttackAlone: "単独では攻撃できない",
    AttacksEachCombat: "各戦闘で可能なら攻撃する",
    BlocksEachCombat: "各戦闘で可能ならブロックする",
    Lure: "これをブロックできるすべてのクリーチャーはこれをブロックする",
    MustBeBlocked: "可能ならブロックされる",
    MustBeBlockedByExactlyOne: "可能ならちょうど1体のクリーチャーによってブロックされる",
    CantBeBlockedUnlessAllBlock: (
        "防御プレイヤーがコントロールするすべてのクリーチャーがこれをブロックしない限り"
        "ブロックされない"
    ),
}


def _static(effect: StaticEffect) -> str:
    does: list[str] = []
    if effect.loses_all:  # layer 6 (613.1f)
        does.append("すべての能力を失う")
    if effect.loses:  # layer 6, in timestamp order (613.7)
        does.append("、".join(describe_value(k, "ja") for k in effect.loses) + "を失う")
    if effect.add_types:  # layer 4
        kinds = "・".join(_term("card_types", t) for t in sorted(effect.add_types))
        does.append(f"他のタイプに加えて{kinds}でもある")
    if effect.add_subtypes:  # layer 4 (305.7)
        kinds = "・".join(_term("subtypes", t) for t in sorted(effect.add_subtypes))
        does.append(f"他のタイプに加えて{kinds}でもある")
    if effect.set_land_types:  # layer 4 (305.7)
        kinds = "・".join(_term("subtypes", t) for t in sorted(effect.set_land_types))
        does.append(f"{kinds}である（他の土地タイプとすべての能力を失う）")
    if effect.base_power is not None or effect.base_toughness is not None:  # layer 7b
        p = "*" if effect.base_power is None else effect.base_power
        t = "*" if effect.base_toughness is None else effect.base_toughness
        does.append(f"基本のパワーとタフネスが{p}/{t}である")
    if effect.set_power is not None and effect.set_power == effect.set_toughness:
        does.append(f"パワーとタフネスはそれぞれ{_number(effect.set_power)}に等しい")
    else:
        if effect.set_power is not None:
            does.append(f"パワーは{_number(effect.set_power)}に等しい")
        if effect.set_toughness is not None:
            does.append(f"タフネスは{_number(effect.set_toughness)}に等しい")
    if effect.power or effect.toughness:
        each = _per(effect.per) if effect.per is not None else ""
        if effect.per_each:  # counted on each affected object, not on the source
            each = each.replace("これにつけられている", "それ自身につけられている")
            each = each.replace("これの上に", "それ自身の上に")
            each = each.replace("あなたの", "そのコントローラーの")  # its controller's cards
        does.append(f"{each}{pt_change(effect.power, effect.toughness)}の修整を受ける")
    abilities = [describe_value(g, "ja") for g in effect.grants if _is_ability(g)]
    # "can't be the target of ..." reads as what it is, not as something it has
    said = [a for a in abilities if a.endswith("対象にならない")]
    abilities = [a for a in abilities if a not in said]
    if abilities:
        does.append("、".join(abilities) + "を持つ")
    does.extend(said)
    does.extend(describe_value(g, "ja") for g in effect.grants if not _is_ability(g))
    if effect.prevent_from is not None:
        does.append(describe_value(effect.prevent_from, "ja"))
    if effect.removes:  # keywords removed (layer 6)
        lost = "、".join(describe_value(k, "ja") for k in effect.removes)
        does.append(f"{lost}を失い、それを持つことも得ることもできない")
    if effect.by_toughness:
        does.append("パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る")
    if effect.block_additional:  # 509.1a
        each = _per(effect.per) if effect.per is not None and not effect.power else ""
        does.append(f"{each}追加で{effect.block_additional}体のクリーチャーをブロックできる")
    if effect.prevent_dealt_by:
        does.append("戦闘ダメージを与えない（軽減される）")
    if effect.prevent_dealt_to:
        does.append("戦闘ダメージを与えられない（軽減される）")
    when = f"{_condition_clause(effect.condition)}限り、" if effect.condition is not None else ""
    return f"{when}{_selector(effect.affected)}：" + "；".join(does or ["変化なし"])


# Triggered abilities of the declare blockers step (509.3 now, 509.5 in 2023).


def _trigger_event(event: str, other: Selector | None) -> str:
    """One trigger event as a verb phrase: ``ブロックする``,
    ``クリーチャー1体にブロックされた状態になる``; ``other`` narrows the other
    creature (each one for a per-creature event, one or more for the rest)."""
    one = f"{_selector(other)}1体" if other is not None else "クリーチャー1体"
    some = f"1体以上の{_selector(other)}" if other is not None else ""
    if event == "blocks":
        return f"{some}をブロックする" if some else "ブロックする"
    if event == "blocks_creature":
        return f"{one}をブロックする"
    if event == "becomes_blocked":
        return f"{some}にブロックされた状態になる" if some else "ブロックされた状態になる"
    if event == "becomes_blocked_by":
        return f"{one}にブロックされた状態になる"
    if event == "combat_damage_to_player":
        return "プレイヤーに戦闘ダメージを与える"
    if event == "combat_damage_to_creature":
        return (
            f"{one}に戦闘ダメージを与える"
            if other is not None
            else "クリーチャーに戦闘ダメージを与える"
        )
    if event == "deals_damage_to_creature" and other is not None:
        return f"{one}にダメージを与える"  # "deals damage to a Vampire" (session 12)
    damage = _DAMAGE_EVENTS.get(event)
    if damage is not None:  # the combat damage step's other events (510.3a)
        return damage
    if event == "attacks":  # 508.2a: triggers as attackers are declared
        return "攻撃する"
    return "攻撃してブロックされない"  # "unblocked"


_CAST_WHO = ("cast_spell", "cast_spell_any", "cast_spell_opponent", "cast_spell_targeting")

_DAMAGE_EVENTS = {
    # a permanent becoming the target of a spell as it is cast (601.2c)
    "becomes_target": "呪文や能力の対象になる",
    "becomes_target_of_spell": "呪文の対象になる",
    "becomes_target_opponent": "対戦相手がコントロールする呪文や能力の対象になる",
    "becomes_target_of_spell_opponent": "対戦相手がコントロールする呪文の対象になる",
    "combat_damage_to_opponent": "対戦相手に戦闘ダメージを与える",
    "combat_damage_to_player_or_planeswalker": (
        "プレイヤーかプレインズウォーカーに戦闘ダメージを与える"
    ),
    "combat_damage": "戦闘ダメージを与える",
    "combat_damage_to_you": "あなたに戦闘ダメージを与える",
    "damage_to_you": "あなたにダメージを与える",
    "dealt_damage": "ダメージを与えられる",
    "dealt_combat_damage": "戦闘ダメージを与えられる",
    "group_combat_damage_to_player": "1体以上プレイヤーに戦闘ダメージを与える",
    "you_dealt_damage": "ダメージを与えられる",
    "opponent_dealt_damage": "ダメージを与えられる",
    "deals_damage": "ダメージを与える",
    "deals_damage_to_player": "プレイヤーにダメージを与える",
    "deals_damage_to_opponent": "対戦相手にダメージを与える",
    "deals_damage_to_creature": "クリーチャーにダメージを与える",
    # deaths and life gained (700.4, 119.9): mtgcombat.rules.triggers_dies
    "dies": "死亡する",
    "leaves": "戦場を離れる",  # 603.6c
    "dies_or_exiled": "死亡するか戦場から追放される",  # 700.4, 603.6c (session 10)
    "dealt_damage_by_dies": "死亡する",
    "gain_life": "ライフを得る",
    # the declare attackers step's (506.5, 508.2a)
    "attacks_alone": "単独で攻撃する",
    "attacks_you": "あなたかあなたがコントロールしているプレインズウォーカーを攻撃する",
    "attacks_you_player": "あなたを攻撃する",  # 508.1b: the player only
    # an opponent of the ability's controller (508.1b, 102.2; session 11)
    "attacks_opponent": (
        "あなたの対戦相手1人か対戦相手がコントロールしているプレインズウォーカーを攻撃する"
    ),
    "attacks_opponent_player": "あなたの対戦相手1人を攻撃する",
    "you_attack": "攻撃する",  # "whenever you attack" (508.2a): once a combat
    "enters": "戦場に出る",
    # an untapped permanent becoming tapped (701.26a)
    "becomes_tapped": "タップ状態になる",
    "becomes_untapped": "アンタップ状態になる",  # 701.26b
    "counters_put": "+1/+1カウンターを1個以上置かれる",  # 122.6
    "opponent_gains_life": "ライフを得る",  # 119.9
}


def _who(target: str, own: bool) -> str:
    """Whom an effect reaches, relative to the event; ``own``: the event is
    about the permanent with the ability itself ("this creature")."""
    it = "これ" if own else "それ"
    return {
        "it": it,
        "other": "そのクリーチャー",
        "blockers": f"{it}をブロックしている各クリーチャー",
        "target": "その対象",
        "you": "あなた",
        "defending": "防御プレイヤー",
        "other_controller": "そのクリーチャーのコントローラー",
        "it_controller": f"{it}のコントローラー",
        "attacking": "各攻撃クリーチャー",
        "attacking_yours": "あなたがコントロールしている各攻撃クリーチャー",
        "that_player": "そのプレイヤー",
        "self": "このパーマネント",
        "host": "これがつけられているクリーチャー",  # 303.4a, 301.5a
        "each_opponent": "各対戦相手",
        "each_player": "各プレイヤー",
        "each_other_opponent": "他の各対戦相手",
        # a chosen player (or planeswalker) target (115.1, 603.3d)
        "target_player": "対象のプレイヤー",
        "target_opponent": "対象の対戦相手",
        "target_player_or_walker": "対象のプレイヤーかプレインズウォーカー",
        "target_opponent_or_walker": "対象の対戦相手かプレインズウォーカー",
    }[target]


def _aimed(
    effect: PumpEffect
    | KeywordEffect
    | TapEffect
    | ExileEffect
    | DestroyEffect
    | ReturnToHandEffect
    | CounterEffect,
    own: bool,
) -> str:
    """Whom a pump, keyword or tap effect reaches: a chosen target among a
    selector's creatures (603.3d), or one named by the event."""
    if effect.target == "target" and effect.target_filter is not None:
        return f"{_selector(effect.target_filter)}1体を対象とする。それ"
    return _who(effect.target, own)


# a dies trigger's move of the card from its owner's graveyard (400.7d)
_DEAD_CARD_JA = {
    "": "そのカードをオーナーの墓地からオーナーの手札に戻す",
    "top": "そのカードをオーナーの墓地からオーナーのライブラリーの一番上に置く",
    "bottom": "そのカードをオーナーの墓地からオーナーのライブラリーの一番下に置く",
    "shuffle": "そのカードをオーナーの墓地からオーナーのライブラリーに加えて切り直す",
    # from its graveyard or from exile (session 10: the God-Eternals)
    "third": "そのカードをオーナーのライブラリーの一番上から3枚目に置く",
}


def _effect(effect: TriggerEffect, own: bool = False) -> str:
    """One effect of a block trigger, as printed on Japanese cards."""
    it = "これ" if own else "それ"
    if isinstance(effect, PumpEffect):
        per = {
            "blocker": f"{it}をブロックしているクリーチャー1体につき",
            "blocker_beyond_first": (
                f"{it}をブロックしているクリーチャーのうち1体目より後の1体につき"
            ),
            "blocked": f"{it}がブロックしているクリーチャー1体につき",
            "spell_mana_value": "その呪文のマナ総量1につき",
        }.get(effect.per, "")
        if effect.per_each is not None:  # "for each SEL"
            per = f"{_selector(effect.per_each)}1体につき"
        pt = pt_change(effect.power, effect.toughness)
        when = "ターン終了時まで、" if per else "ターン終了時まで"
        return f"{_aimed(effect, own)}は{when}{per}{pt}の修整を受ける"
    if isinstance(effect, KeywordEffect):
        verb = "失う" if effect.lose else "得る"
        keyword = describe_value(effect.keyword, "ja")
        return f"{_aimed(effect, own)}はターン終了時まで{keyword}を{verb}"
    if isinstance(effect, DamageEffect):
        source = "これ" if own else "このパーマネント"
        if effect.by_it:
            source = it
        if effect.target == "target":
            sel = effect.target_filter
            who = (
                f"{_selector(sel)}1体を対象とし、それ" if sel is not None else "1つを対象とし、それ"
            )
        elif effect.target == "each":
            who = f"各{_selector(effect.target_filter or Selector())}"
        else:
            who = _who(effect.target, own)
        if effect.by_power:
            return f"{source}は{who}に自身のパワーに等しい点数のダメージを与える"
        if effect.that_much:
            return f"{source}は{who}にその点数に等しい点数のダメージを与える"
        return f"{source}は{who}に{effect.amount}点のダメージを与える"
    if isinstance(effect, NoCombatDamageEffect):
        return f"{_who(effect.target, own)}はこのターン、戦闘ダメージを割り振らない"
    if isinstance(effect, RemoveFromCombatEffect):
        who = _who(effect.target, own)
        return (
            f"{who}をアンタップし、戦闘から取り除く" if effect.untap else f"{who}を戦闘から取り除く"
        )
    if isinstance(effect, ReturnToHandEffect) and effect.from_graveyard:  # 400.7d
        return _DEAD_CARD_JA[effect.library]
    if isinstance(effect, ReturnToHandEffect):
        return f"{_aimed(effect, own)}をオーナーの手札に戻す"
    if isinstance(effect, SacrificeEffect):
        return f"{_who(effect.target, own)}を生け贄に捧げる"
    if isinstance(effect, DrawEffect):
        return f"あなたはカードを{effect.amount}枚引く"
    if isinstance(effect, GroupPumpEffect):
        per = f"{_selector(effect.per)}1体につき" if effect.per is not None else ""
        pt = pt_change(effect.power, effect.toughness)
        return f"{_selector(effect.affected)}はターン終了時まで{per}{pt}の修整を受ける"
    if isinstance(effect, GroupKeywordEffect):
        keyword = describe_value(effect.keyword, "ja")
        return f"{_selector(effect.affected)}はターン終了時まで{keyword}を得る"
    if isinstance(effect, CantBlockEffect):  # 509.1b
        if effect.target == "target":
            who = f"{_selector(effect.target_filter or Selector())}1体を対象とする。それ"
        elif effect.target == "each":
            who = f"各{_selector(effect.target_filter or Selector())}"
        else:
            who = _who(effect.target, own)
        return f"{who}はこのターン、ブロックできない"
    if isinstance(effect, ColorEffect):
        colors = "と".join(color_text(c, "ja") for c in sorted(effect.colors))
        return f"{_who(effect.target, own)}は{colors}になる"
    if isinstance(effect, LifeTotalEffect):
        return f"{_who(effect.player, own)}のライフ総量は{effect.total}になる"
    if isinstance(effect, DestroyEffect):
        tail = "。それは再生できない" if not effect.regenerate else ""
        when = "戦闘終了時に" if effect.at_end_of_combat else ""
        return f"{when}{_aimed(effect, own)}を破壊する{tail}"
    if isinstance(effect, RecordedEffect):
        # the printed words are English card text: said in general terms
        return "カードに書かれた効果（記録のみで、解決はしない）"
    if isinstance(effect, LifeEffect):
        verb = "得る" if effect.amount >= 0 else "失う"
        if effect.that_much:
            return f"{_who(effect.player, own)}はその点数に等しい点数のライフを{verb}"
        if effect.lost_this_way:  # session 12 (119.3)
            lost = "これにより失われたライフの合計"
            return f"{_who(effect.player, own)}は{lost}に等しい点数のライフを{verb}"
        if effect.by_power:
            return f"{_who(effect.player, own)}はこれのパワーに等しい点数のライフを{verb}"
        if effect.by_toughness:  # the creature that entered (603.6a)
            stat = "そのクリーチャーのタフネス"
            return f"{_who(effect.player, own)}は{stat}に等しい点数のライフを{verb}"
        return f"{_who(effect.player, own)}は{abs(effect.amount)}点のライフを{verb}"
    if isinstance(effect, ExileEffect):
        return f"{_aimed(effect, own)}を追放する"
    if isinstance(effect, TapEffect):
        return f"{_aimed(effect, own)}をタップする"
    if isinstance(effect, DiscardEffect):
        how = "無作為に" if effect.at_random else ""  # 701.9b
        return f"{_who(effect.player, own)}は{how}カードを{effect.amount}枚捨てる"
    if isinstance(effect, PoisonEffect):
        return f"{_who(effect.player, own)}は毒カウンターを{effect.amount}個得る"
    if isinstance(effect, CounterEffect):
        much = "その点数に等しい数の" if effect.that_many else ""
        count = "" if effect.that_many else f"{effect.amount}個"
        return f"{_aimed(effect, own)}の上に{much}{effect.kind}カウンターを{count}置く"
    if isinstance(effect, CountersOnTargetEffect):  # 603.3d; modular (702.43a)
        sel = effect.target_filter
        who = f"{_selector(sel)}1体" if sel is not None else "1つ"
        if effect.its_counters and effect.every_kind:  # 122.1, 608.2h
            return (
                f"{who}を対象とする。それの上に、これの上に置かれていた"
                "カウンターを同じ種類で同じ数置く"
            )
        if effect.its_counters:
            pt = "+1/+1" if effect.plus else "-1/-1"
            return (
                f"{who}を対象とする。それの上に、これの上に置かれていた"
                f"{pt}カウンター1個につき{pt}カウンターを1個置く"
            )
        kind = "+1/+1" if effect.plus else "-1/-1"
        return f"{who}を対象とする。それの上に{kind}カウンターを{effect.amount}個置く"
    if isinstance(effect, PreventEffect):
        if effect.everything:
            return "このターン、与えられるすべての戦闘ダメージを軽減する"
        who = _who(effect.target, own)
        parts = [
            text
            for text, on in (
                (f"{who}が与える", effect.dealt_by),
                (f"{who}に与えられる", effect.dealt_to),
            )
            if on
        ]
        return f"このターン、{'戦闘ダメージと'.join(parts)}戦闘ダメージをすべて軽減する"
    if isinstance(effect, RenownEffect):  # 702.112a
        return (
            f"これが高名でない場合、これの上に+1/+1カウンターを{effect.amount}個置く。"
            "これは高名になる"
        )
    if isinstance(effect, IngestEffect):  # 702.115a
        return "そのプレイヤーは自分のライブラリーの一番上のカードを追放する"
    if isinstance(effect, SacrificesEffect):  # 701.21a: the player's choice
        who = {
            "defending": "防御プレイヤー",
            "that_player": "そのプレイヤー",
            "each_player": "各プレイヤー",
        }.get(effect.player, "各対戦相手")
        what = _selector(effect.affected) if effect.affected.types else "パーマネント"
        return f"{who}は自分がコントロールする{what}を{effect.count}つ選び、生け贄に捧げる"
    if isinstance(effect, GroupLeaveEffect):  # session 12: all at once (701.8, 406.2, 608.2c)
        verb = "追放する" if effect.exile else "破壊する"
        tail = "" if effect.regenerate else "。それらは再生できない"  # 701.19c
        return f"{_selector(effect.affected)}をすべて{verb}{tail}"
    if isinstance(effect, ModalEffect):  # "choose one —" (700.2b)
        return modal_ja(effect, lambda e: _effect(e, own))  # type: ignore[arg-type]
    if isinstance(effect, MORE_EFFECTS):  # tokens, half life, a library (111, 107.1a, 701)
        return more_effect_ja(effect)
    if isinstance(effect, ATTACK_EFFECTS):  # issue 33: tokens attacking, untap, costs (508.4)
        from mtgcombat.io.attack_effect_words import attack_effect_ja  # noqa: PLC0415

        return attack_effect_ja(effect, _selector)
    if isinstance(effect, CountedEffect | InterveningIf | BlockRuleEffect):  # 608.2h, 603.4
        return _counted(effect, own)
    if isinstance(effect, DefendingPaysEffect):  # session 11 (603.5, 118.3)
        does = "そうした" if effect.if_paid else "そうしなかった"
        return f"防御プレイヤーは{effect.mana}を支払ってもよい。そのプレイヤーが{does}場合"
    return f"{_who(effect.target, own)}を再生する"  # RegenerateEffect


def _x_side(times: int) -> str:
    """One side of a "+X/+0": X times ``times`` (0, 1, -1 or more)."""
    if not times:
        return "+0"
    return f"{'-' if times < 0 else '+'}{'' if abs(times) == 1 else abs(times)}X"


def _counted(effect: CountedEffect | InterveningIf | BlockRuleEffect, own: bool) -> str:
    """``これはターン終了時まで+X/+0の修整を受ける。Xは…の数に等しい`` (608.2h),
    ``あなたは攻撃クリーチャー1体につき1点のライフを得る``, and an
    intervening "if" (603.4) said alone: ``…場合``."""
    if isinstance(effect, InterveningIf):
        return f"{_condition_clause(effect.condition)}場合"
    if isinstance(effect, BlockRuleEffect):  # 509.1b-c
        who = f"{_selector(effect.target_filter or Selector())}1体を対象とする。それ"
        if effect.target != "target":  # the creature itself, no target
            who = "これ" if effect.target == "self" else "それ"
        if effect.rule == "blocks_it":
            return f"{who}はこの戦闘で、可能ならこれをブロックする"
        return f"{who}はこのターン、ブロックされない"
    inner, times = effect.effect, effect.times
    if isinstance(times, SourceStat):
        x = "これのパワー" if times.stat == "power" else "これのタフネス"
    elif isinstance(times, Greatest):  # power, toughness, or either (session 10)
        stat = {"power": "パワー", "toughness": "タフネス", "either": "パワーやタフネス"}
        x = f"{_selector(times.selector)}の中で最も大きい{stat[times.stat]}"
    else:
        x = _number(times)
    if isinstance(inner, PumpEffect | GroupPumpEffect):
        pt = f"{_x_side(inner.power)}/{_x_side(inner.toughness)}"
        who = _aimed(inner, own) if isinstance(inner, PumpEffect) else _selector(inner.affected)
        return f"{who}はターン終了時まで{pt}の修整を受ける。Xは{x}に等しい"
    verb = "得る" if getattr(inner, "amount", 0) >= 0 else "失う"  # 119.3
    if isinstance(times, CounterCount) and times.on is None and isinstance(inner, LifeEffect):
        # "you lose 1 life for each +1/+1 counter on it" (122.1, 608.2h)
        per = f"これの上の{times.counter}カウンター1個につき"
        return f"{_who(inner.player, own)}は{per}{abs(inner.amount)}点のライフを{verb}"
    if isinstance(inner, DamageEffect):  # one damage event of X (session 10; 608.2h, 120.3)
        return f"{_effect(inner, own).replace('1点', 'X点')}。Xは{x}に等しい"
    tokens = not isinstance(inner, PumpEffect | GroupPumpEffect | LifeEffect | CounterEffect)
    if tokens and not isinstance(times, Count | CardCount):  # tokens, X times (608.2h)
        return f"X回、{_effect(inner, own)}。Xは{x}に等しい"
    if not isinstance(times, Count | CardCount):  # never parsed so: said as printed
        return f"「{effect}」"
    per = _per(times.selector if isinstance(times, Count) and not times.plus else times)
    if isinstance(inner, LifeEffect):
        return f"{_who(inner.player, own)}は{per}{abs(inner.amount)}点のライフを{verb}"
    if not isinstance(inner, CounterEffect):  # tokens for each (session 10; 111.1, 508.4)
        return f"{per}、{_effect(inner, own)}"
    return f"{_aimed(inner, own)}の上に{per}{inner.kind}カウンターを{inner.amount}個置く"


def _block_trigger(trigger: BlockTrigger) -> str:
    """``このクリーチャーがブロックするたび、これはターン終了時まで+0/+2の修整を受ける``."""
    own = trigger.subject is None
    if trigger.events[0] in _CAST_WHO:  # a spell cast (601.2i)
        from mtgcombat.io.spell_words import cast_trigger_ja  # noqa: PLC0415

        return cast_trigger_ja(trigger, [_effect(e, True) for e in trigger.effects])
    who = "このクリーチャー" if trigger.subject is None else f"{_selector(trigger.subject)}1体"
    if trigger.subject is not None and trigger.subject.host:  # an Aura's or Equipment's host
        who = _selector(trigger.subject)
    if trigger.events == ("you_dealt_damage",):  # "whenever you're dealt damage"
        own, who = True, "あなた"
    elif trigger.events == ("opponent_dealt_damage",):
        own, who = True, "対戦相手1人"
    elif trigger.events == ("you_attack",):  # once a combat (508.2a, 603.2)
        own, who = True, "あなた"
    elif trigger.events in (
        ("dies",), ("dealt_damage_by_dies",), ("gain_life",), ("leaves",), ("counters_put",),
        ("opponent_gains_life",), ("dies_or_exiled",),
    ):  # fmt: skip
        own = True  # "~" is the permanent with the ability (mtgcombat.rules.triggers_dies)
        if trigger.events == ("gain_life",):
            who = "あなた"
        elif trigger.events == ("opponent_gains_life",):
            who = "対戦相手1人"
        elif trigger.events == ("dealt_damage_by_dies",):
            # "a creature with flying dealt damage by ~" (session 11): its words
            dead = "クリーチャー" if trigger.other is None else _selector(trigger.other)
            who = f"このターンこのクリーチャーからダメージを与えられた{dead}"
    events = [_trigger_event(e, trigger.other) for e in trigger.events]
    # "blocks or becomes blocked": ブロックするかブロックされた状態になる
    when = "か".join(events)
    if trigger.at_least > 1 and trigger.events == ("attacks",):
        # "~ and at least N other creatures attack" (508.2a)
        when = f"少なくとも他の{trigger.at_least - 1}体のクリーチャーとともに{when}"
    elif trigger.at_least > 1:
        when = f"{trigger.at_least}体以上のクリーチャーを{when}"
    effects_list, cond = trigger.effects, ""
    if effects_list and isinstance(effects_list[0], InterveningIf):  # 603.4
        cond = f"{_condition_clause(effects_list[0].condition)}場合、"
        effects_list = effects_list[1:]
    parts = [_effect(e, own) for e in effects_list]
    for i in range(len(parts) - 2, 0, -1):
        if isinstance(effects_list[i], InterveningIf):  # "then if ...," (608.2c; session 12)
            parts[i : i + 2] = [f"その後、{parts[i]}、{parts[i + 1]}"]
    if len(parts) > 1 and isinstance(effects_list[0], DefendingPaysEffect):  # 603.5
        parts = [f"{parts[0]}、{parts[1]}", *parts[2:]]
    if trigger.up_to and parts:  # "up to one target" (601.2c)
        parts[-1] += "（対象は最大1つ：選ばなくてもよい、601.2c）"
    if trigger.if_you_do and len(parts) > 1:
        effects = f"{parts[0]}。そうしたなら、" + "。".join(parts[1:])
    else:
        effects = "。".join(parts)
    # "you may" (603.5): the whole choice, then what it does
    may = "あなたは次を行ってもよい：" if trigger.optional else ""
    return f"{who}が{when}たび、{cond}{may}{effects}"


def _player(effect: PlayerEffect) -> str:
    # hexproof (702.11c) and shroud (702.18a) of a player
    words = {"hexproof": "呪禁を持つ", "shroud": "被覆を持つ"}
    does: list[str] = [words[k] for k in sorted(effect.keywords)]
    if effect.protection:
        names = (f"プロテクション（{quality_text(q, 'ja')}）" for q in sorted(effect.protection))
        does.append("、".join(names) + "を持つ")
    if effect.life_floor:
        does.append("ダメージによってライフが1未満にならない")
    if effect.cant_lose:
        does.append("ゲームに敗北しない")
    if effect.zero_life_ok:
        does.append("ライフが0以下であることによってはゲームに敗北しない")
    if effect.cant_gain_life:
        does.append("ライフを得られない")
    if effect.life_gain_multiplier != 1:
        does.append(f"ライフを得る場合、代わりにその{effect.life_gain_multiplier}倍のライフを得る")
    if effect.life_gain_plus:
        does.append(
            f"ライフを得る場合、代わりにその点数に{effect.life_gain_plus}を足した点数のライフを得る"
        )
    if effect.life_gain_draws:
        does.append("ライフを得る場合、代わりにその枚数のカードを引く")
    if effect.cant_cast:  # 101.2, 601.3
        when = "戦闘中" if effect.cant_cast == "combat" else "あなたのターンの間"
        does.append(f"{when}に呪文を唱えられない")
    cond = f"{_condition_clause(effect.condition)}限り、" if effect.condition is not None else ""
    return f"{cond}{_term('player_groups', effect.who)}：" + "；".join(does or ["変化なし"])


def _is_ability(value: object) -> bool:
    return isinstance(value, Ability)


def flag_text(name: str, value: int | bool, lang: str = "en") -> str | None:
    """One of a permanent's own combat facts (``cant_have_counters``,
    ``can_block_additional`` with its count) in Japanese; ``None`` when the
    language is not Japanese or the fact is not known.

    >>> flag_text("cant_have_counters", True, "ja"), flag_text("cant_have_counters", True)
    ('カウンターを置かれない', None)
    """
    if lang != "ja":
        return None
    template = terms()["flags"].get(name)
    return template.format(n=int(value)) if template is not None else None
