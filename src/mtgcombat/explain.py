"""Our own short explanations of the combat rules, in English and Japanese.

Each :class:`RuleNote` sums up one Comprehensive Rules number under both rule
sets (``2023``: CR 2023-11-17, with damage assignment orders; ``current``:
Foundations, 2024-11-08, and later), says how it changed between them, and
names the parts of this library that implement it. The summaries are written
for this project: they cite rule numbers but never quote the rules.

Notes are keyed by their 2023 number. A number is looked up in the numbering
of the rule set asked about first, then in the other edition's numbering, so
both numbers of a renumbered rule find it. Where one number means two
different rules, the rule set decides: under the current rules ``509.3`` holds
the block trigger conditions (``509.5`` in 2023); under the 2023 rules it is
the blocking creature's damage assignment order, which the current rules
deleted. A more specific number (``120.3a``) finds the nearest note above it.

>>> find_rule("509.3g", RuleSet.CURRENT).number
'509.5'
>>> find_rule("509.3", RuleSet.R2023).title_en
"Blocking creature's damage assignment order"
>>> find_rule("732", RuleSet.CURRENT).number
'728'
>>> print(explain("510.1c", RuleSet.CURRENT, "en").splitlines()[0])
CR 510.1c (current rules): Blocked creature's combat damage
>>> print(explain("509.5", RuleSet.CURRENT, "ja").splitlines()[0])
CR 509.3（現行ルール。2023年版ルールでは509.5）：ブロックに関する誘発条件
"""

from __future__ import annotations

import bisect
import json
import re
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from types import MappingProxyType

from mtgcombat.rules import RuleSet

LANGUAGES = ("en", "ja")

_RULE_NUMBER = re.compile(r"(\d{3})(?:\.(\d+)([a-z]?))?")

# 2023 numbers (with their subrules) that the current rules moved.
_RENUMBERED: tuple[tuple[str, str], ...] = (
    ("509.4", "509.2"),
    ("509.5", "509.3"),
    ("509.7", "509.4"),
    ("701.15", "701.19"),
    ("701.17", "701.21"),
    ("728", "732"),
)
# 2023 rules (with their subrules) that the current rules deleted.
_DELETED_IN_CURRENT = ("509.2", "509.3", "509.6")
# Further current-rules numbers: editions after January 2026 number illegal actions 733.
_EXTRA_CURRENT: tuple[tuple[str, str], ...] = (("733", "728"),)

_EDITION = {
    RuleSet.R2023: {"en": "2023 rules", "ja": "2023年版ルール"},
    RuleSet.CURRENT: {"en": "current rules", "ja": "現行ルール"},
}


def _within(number: str, prefix: str) -> bool:
    """Whether ``number`` is ``prefix`` or one of its subrules (509.5g, 728.1)."""
    if number == prefix:
        return True
    return number.startswith(prefix) and not number[len(prefix)].isdigit()


def current_number(number_2023: str) -> str | None:
    """The current rules' number for a 2023 rule number, or ``None`` if the
    current rules deleted it.

    >>> current_number("509.5g"), current_number("509.6"), current_number("510.1c")
    ('509.3g', None, '510.1c')
    """
    if any(_within(number_2023, deleted) for deleted in _DELETED_IN_CURRENT):
        return None
    for old, new in _RENUMBERED:
        if _within(number_2023, old):
            return new + number_2023[len(old) :]
    return number_2023


def _other(rules: RuleSet) -> RuleSet:
    return RuleSet.CURRENT if rules is RuleSet.R2023 else RuleSet.R2023


def _check_language(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ValueError(f'unknown language "{lang}"; expected one of {", ".join(LANGUAGES)}')


@dataclass(frozen=True)
class RuleNote:
    """Our summary of one rule under both rule sets.

    ``number`` is the 2023 number. ``summary[rules.value][lang]`` is the
    summary under that rule set ("2023" or "current") in that language ("en"
    or "ja"). ``change_en``/``change_ja`` say how the rule changed between the
    rule sets, or that it did not. ``implemented_by`` holds dotted names of the
    functions and classes that implement it. ``covers`` lists 2023 subrules
    that this note answers for as well. ``only_current`` marks a rule that
    the 2023 rules do not have (a keyword added in a later edition).
    """

    number: str
    title_en: str
    title_ja: str
    summary: Mapping[str, Mapping[str, str]] = field(hash=False)
    change_en: str
    change_ja: str
    implemented_by: tuple[str, ...]
    covers: tuple[str, ...] = ()
    only_current: bool = False

    @property
    def current_number(self) -> str | None:
        """Its number in the current rules, or ``None`` if they deleted it."""
        return current_number(self.number)

    def number_in(self, rules: RuleSet) -> str | None:
        """Its number under ``rules``, or ``None`` if that rule set lacks it."""
        if rules is RuleSet.R2023:
            return None if self.only_current else self.number
        return self.current_number

    def exists_in(self, rules: RuleSet) -> bool:
        return self.number_in(rules) is not None

    def title(self, lang: str) -> str:
        _check_language(lang)
        return self.title_ja if lang == "ja" else self.title_en

    def summary_in(self, rules: RuleSet, lang: str) -> str:
        """The summary under ``rules`` in ``lang``."""
        _check_language(lang)
        return self.summary[rules.value][lang]

    def change(self, lang: str) -> str:
        """How the rule changed between the two rule sets, in ``lang``."""
        _check_language(lang)
        return self.change_ja if lang == "ja" else self.change_en


def _note(
    number: str,
    title_en: str,
    title_ja: str,
    *,
    en: str = "",
    ja: str = "",
    en_2023: str = "",
    en_current: str = "",
    ja_2023: str = "",
    ja_current: str = "",
    change_en: str,
    change_ja: str,
    implemented_by: Iterable[str],
    covers: Iterable[str] = (),
) -> RuleNote:
    """A note; ``en``/``ja`` serve both rule sets when the rule did not change."""
    summary = {
        RuleSet.R2023.value: MappingProxyType({"en": en_2023 or en, "ja": ja_2023 or ja}),
        RuleSet.CURRENT.value: MappingProxyType({"en": en_current or en, "ja": ja_current or ja}),
    }
    return RuleNote(
        number=number,
        title_en=title_en,
        title_ja=title_ja,
        summary=MappingProxyType(summary),
        change_en=change_en,
        change_ja=change_ja,
        implemented_by=tuple(implemented_by),
        covers=tuple(covers),
    )


_NO_CHANGE_EN = "No change: the two rule sets read the same here."
_NO_CHANGE_JA = "変更なし。2つのルールでこの部分は同じである。"

_A = "mtgcombat.assignment."
_B = "mtgcombat.blocks."
_C = "mtgcombat.combat."
_D = "mtgcombat.damage."
_E = "mtgcombat.events."
_M = "mtgcombat.model."
_O = "mtgcombat.ordering."
_S = "mtgcombat.sba."

_NOTES: tuple[RuleNote, ...] = (
    _note(
        "120.3",
        "What damage does",
        "ダメージの結果",
        en=(
            "What damage does depends on who or what receives it and on the source's abilities. A "
            "player loses that much life, or gets that many poison counters instead if the source "
            "has infect. A planeswalker loses loyalty counters and a battle loses defense "
            "counters, while a creature has the damage marked on it, or gets -1/-1 counters "
            "instead from a source with wither or infect. On top of that, a lifelink source's "
            "controller gains that much life, and toxic adds poison counters when a creature "
            "deals combat damage to a player."
        ),
        ja=(
            "ダメージの結果は、受けるものと発生源の能力によって決まる。"
            "プレイヤーはその点数のライフを失うが、"
            "発生源が感染を持つなら代わりに毒カウンターを得る。"
            "プレインズウォーカーからは忠誠カウンターが、バトルからは守備カウンターが取り除かれ、"
            "クリーチャーはダメージを負う（発生源が萎縮か感染を持つなら代わりに-1/-1カウンターが"
            "置かれる）。さらに、絆魂を持つ発生源のコントローラーはその点数のライフを得て、"
            "毒性を持つクリーチャーがプレイヤーに戦闘ダメージを与えると毒カウンターが加わる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage",),
    ),
    _note(
        "120.4",
        "The four parts of dealing damage",
        "ダメージを与える処理の4段階",
        en=(
            "Dealing damage happens in four parts (120.4a-d). First, an effect that sends excess "
            "damage somewhere else rewrites the event; next, replacement and prevention effects "
            "apply and whatever is left is dealt. Then the dealt damage turns into its results "
            "(life loss, counters, marked damage, life gain), and effects that change those "
            'results, such as "can\'t gain life", apply. Last, the damage event itself happens.'
        ),
        ja=(
            "ダメージは4段階で処理される（120.4a～d）。"
            "まず余剰のダメージの行き先を変える効果が事象を書き換え、"
            "次に置換効果と軽減効果を適用して、残ったダメージが与えられる。"
            "与えられたダメージはライフの喪失、カウンター、負うダメージ、"
            "ライフの獲得といった結果に変わり、「ライフを得られない」"
            "のように結果に作用する効果はここで適用される。最後にダメージの事象そのものが起こる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage",),
    ),
    _note(
        "120.6",
        "Marked damage and lethal damage",
        "負っているダメージと致死ダメージ",
        en_2023=(
            "Damage marked on a creature stays until the cleanup step, even if the permanent "
            "stops being a creature. Once the marked damage is at least its toughness, the "
            "creature has been dealt lethal damage and a state-based action destroys it (704.5g). "
            "Regeneration (701.15 in this edition) and the cleanup step (514.2) remove all of it."
        ),
        en_current=(
            "Damage marked on a creature stays until the cleanup step, even if the permanent "
            "stops being a creature. Once the marked damage is at least its toughness, the "
            "creature has been dealt lethal damage and a state-based action destroys it (704.5g). "
            "Regeneration (701.19 since 2025-06-06) and the cleanup step (514.2) remove all of "
            "it."
        ),
        ja_2023=(
            "クリーチャーが負ったダメージは、"
            "そのパーマネントがクリーチャーでなくなってもクリンナップ・ステップまで残る。"
            "負っているダメージがタフネス以上になると致死ダメージを負ったことになり、"
            "状況起因処理によって破壊される（704.5g）。再生（この版では701.15）"
            "とクリンナップ・ステップ（514.2）で、負っているダメージはすべて取り除かれる。"
        ),
        ja_current=(
            "クリーチャーが負ったダメージは、"
            "そのパーマネントがクリーチャーでなくなってもクリンナップ・ステップまで残る。"
            "負っているダメージがタフネス以上になると致死ダメージを負ったことになり、"
            "状況起因処理によって破壊される（704.5g）。再生（2025年6月6日以降は701.19）"
            "とクリンナップ・ステップ（514.2）で、負っているダメージはすべて取り除かれる。"
        ),
        change_en=(
            "Same content; only the cross-reference to regeneration moved from 701.15 to 701.19 "
            "(2025-06-06)."
        ),
        change_ja="内容は同じ。再生への参照だけが701.15から701.19に変わった（2025年6月6日）。",
        implemented_by=(
            _S + "check_state_based_actions",
            _C + "cleanup",
        ),
    ),
    _note(
        "120.8",
        "Zero damage",
        "0点のダメージ",
        en=(
            "A source that would deal 0 damage deals no damage at all. Nothing triggers on it, "
            "and effects that would increase or redirect that damage have nothing to act on."
        ),
        ja=(
            "0点のダメージを与えることになる発生源は、ダメージをまったく与えない。"
            "それによって誘発するものはなく、"
            "そのダメージを増やしたり移し替えたりする効果も働かない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage",),
    ),
    _note(
        "301.5",
        "Equipment",
        "装備品",
        en=(
            "An Equipment is an artifact that can be attached to a creature; the creature it is "
            "attached to is the equipped creature, and its text refers to it that way "
            '("Equipped creature gets +1/+1."). In a scenario the Equipment names that creature '
            "in its attached_to field, which must be a permanent on the battlefield, and its "
            "effects follow the creature (611.3a)."
        ),
        ja=(
            "装備品はクリーチャーにつけられるアーティファクトで、"
            "つけられているクリーチャーを「装備しているクリーチャー」と呼ぶ"
            "（「装備しているクリーチャーは+1/+1の修整を受ける。」）。"
            "シナリオでは装備品の attached_to にそのクリーチャーを書き、"
            "それは戦場にあるパーマネントでなければならず、効果はそのクリーチャーに及ぶ（611.3a）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.selectors.matches", "mtgcombat.scenario.load_scenario"),
    ),
    _note(
        "303.4",
        "Auras",
        "オーラ",
        en=(
            "An Aura is an enchantment that is attached to an object or player; the permanent it "
            'is attached to is what it enchants, and its text calls it "enchanted creature" or '
            '"enchanted permanent". In a scenario the Aura names that permanent in its '
            "attached_to field, which must be a permanent on the battlefield. Abilities that ask "
            "whether a creature is enchanted, or count the Auras attached to it, read that field."
        ),
        ja=(
            "オーラはオブジェクトやプレイヤーにつけられるエンチャントで、"
            "つけられているパーマネントを「エンチャントされているクリーチャー」"
            "「エンチャントされているパーマネント」と呼ぶ。"
            "シナリオではオーラの attached_to にそのパーマネントを書き、"
            "それは戦場にあるパーマネントでなければならない。"
            "エンチャントされているかどうかや、つけられているオーラの数を問う能力はこの欄を読む。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.selectors.matches", "mtgcombat.scenario.load_scenario"),
    ),
    _note(
        "310.8",
        "Battles and their protectors",
        "バトルとそれを守る者",
        en=(
            "Every battle has one player as its protector. The protector can never attack that "
            "battle, and only the protector can block creatures attacking it, since the protector "
            "is their defending player (310.8b-c, 508.5). Combat damage to a battle removes that "
            "many defense counters from it (120.3h), and a battle whose defense reaches 0 is put "
            "into its owner's graveyard as a state-based action (704.5v), unless it is a Siege "
            "whose own ability has just triggered (310.11b)."
        ),
        ja=(
            "バトルにはそれぞれ、それを守る者となるプレイヤーが1人いる。"
            "守る者はそのバトルを攻撃できず、"
            "またそのバトルを攻撃しているクリーチャーの防御プレイヤーは守る者なので、"
            "それらをブロックできるのは守る者だけである（310.8b～c、508.5）。"
            "バトルへの戦闘ダメージはその点数の守備カウンターを取り除き（120.3h）、"
            "守備値が0になったバトルは状況起因処理によってオーナーの墓地に置かれる（704.5v）。"
            "ただし、自身の能力が誘発したばかりの包囲戦は除く（310.11b）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _M + "Board.defending_player",
            _D + "deal_combat_damage",
            _S + "check_state_based_actions",
        ),
    ),
    _note(
        "310.11b",
        "A defeated Siege",
        "倒された包囲戦",
        en=(
            "Every Siege has its own triggered ability: when its last defense counter is "
            "removed, exile it, then its controller may cast it transformed without paying its "
            "mana cost. While that ability waits, 704.5v does not put the Siege into the "
            "graveyard, and a Siege that had no defense counter to lose never triggers it. "
            "This engine resolves the ability before the next step, as when nobody responds; "
            "casting the back face is outside combat."
        ),
        ja=(
            "包囲戦はそれぞれ固有の誘発型能力を持ち、最後の守備カウンターが取り除かれたとき、"
            "それを追放し、その後そのコントローラーはそれを変身させた状態でマナ・コストを支払うことなく"
            "唱えてもよい。この能力が解決を待つ間は704.5vによって墓地に置かれることはなく、"
            "取り除かれる守備カウンターがなかった包囲戦では誘発しない。"
            "このエンジンでは、誰も対応しないものとして次のステップの前にこの能力を解決し、"
            "第2面を唱えることは戦闘の外で扱う。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _C + "resolve_step"),
    ),
    _note(
        "506.4",
        "Removal from combat",
        "戦闘から取り除く",
        en_2023=(
            "A permanent leaves combat when it leaves the battlefield, changes controller, phases "
            "out or is removed by an effect; an attacking or blocking creature also leaves when "
            "it regenerates (701.15) or stops being a creature. A creature removed from combat is "
            "no longer attacking, blocking, blocked or unblocked, and tapping or untapping it "
            "does not remove it. Under these rules it also drops out of every damage assignment "
            "order (509.2a, 509.3a)."
        ),
        en_current=(
            "A permanent leaves combat when it leaves the battlefield, changes controller, phases "
            "out or is removed by an effect; an attacking or blocking creature also leaves when "
            "it regenerates (701.19) or stops being a creature. A creature removed from combat is "
            "no longer attacking, blocking, blocked or unblocked, and tapping or untapping it "
            "does not remove it."
        ),
        ja_2023=(
            "パーマネントは、戦場を離れる、コントローラーが変わる、フェイズ・アウトする、"
            "効果で取り除かれる、のいずれかで戦闘から取り除かれる。"
            "攻撃クリーチャーやブロック・クリーチャーは、再生した（701.15）"
            "りクリーチャーでなくなったりしても取り除かれる。"
            "取り除かれたクリーチャーは攻撃もブロックもしておらず、"
            "ブロックされている状態でもブロックされていない状態でもない（タップやアンタップでは"
            "取り除かれない）。このルールではダメージ割り振り順からも外れる（509.2a、509.3a）。"
        ),
        ja_current=(
            "パーマネントは、戦場を離れる、コントローラーが変わる、フェイズ・アウトする、"
            "効果で取り除かれる、のいずれかで戦闘から取り除かれる。"
            "攻撃クリーチャーやブロック・クリーチャーは、再生した（701.19）"
            "りクリーチャーでなくなったりしても取り除かれる。"
            "取り除かれたクリーチャーは攻撃もブロックもしておらず、"
            "ブロックされている状態でもブロックされていない状態でもない（タップやアンタップでは"
            "取り除かれない）。"
        ),
        change_en=(
            "506.4 itself is unchanged apart from the regeneration cross-reference (701.15, then "
            "701.19 from 2025-06-06). In 2023, removal also updated the damage assignment orders "
            "(509.2a, 509.3a); the current rules have none."
        ),
        change_ja=(
            "506.4自体は再生への参照（701.15、2025年6月6日から701.19）以外変わっていない。"
            "2023年版では取り除かれるとダメージ割り振り順も更新された（509.2a、509.3a）が、"
            "現行ルールには割り振り順がない。"
        ),
        implemented_by=(
            _O + "remove_from_combat",
            _S + "check_state_based_actions",
        ),
    ),
    _note(
        "506.4c",
        "Attacking something that left combat",
        "攻撃先が戦闘から取り除かれた場合",
        en=(
            "If the planeswalker or battle a creature is attacking is removed from combat, the "
            "creature is still an attacking creature but attacks nothing. It can still be "
            "blocked; if it is not blocked, it assigns no combat damage. Trample over "
            "planeswalkers is the exception (702.19e)."
        ),
        ja=(
            "攻撃先のプレインズウォーカーやバトルが戦闘から取り除かれても、"
            "そのクリーチャーは攻撃クリーチャーのままだが、何も攻撃していない状態になる。"
            "ブロックされることはあるが、ブロックされなければ戦闘ダメージを割り振らない。"
            "例外はプレインズウォーカーを越えるトランプル（702.19e）である。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _M + "Board.attack_target",
            _A + "damage_plan",
        ),
    ),
    _note(
        "508.5",
        "Each attacker's defending player",
        "攻撃クリーチャーごとの防御プレイヤー",
        en=(
            "Every attacking creature has a defending player: the player it attacks, the "
            "controller of the planeswalker it attacks, or the protector of the battle it "
            "attacks. If the creature later leaves combat, its defending player is still whoever "
            "it was just before. Only that player's creatures can block it (509.1a)."
        ),
        ja=(
            "攻撃クリーチャーにはそれぞれ防御プレイヤーがいる。攻撃しているプレイヤー、"
            "攻撃しているプレインズウォーカーのコントローラー、"
            "攻撃しているバトルを守る者のいずれかである。"
            "クリーチャーが後で戦闘から取り除かれても、直前の防御プレイヤーがそのまま使われる。"
            "そのクリーチャーをブロックできるのは、"
            "このプレイヤーのクリーチャーだけである（509.1a）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _M + "Board.defending_player",
            _B + "defending_players",
        ),
    ),
    _note(
        "509.1",
        "Declaring blockers",
        "ブロック・クリーチャーの指定",
        en_2023=(
            "Declaring blockers is a turn-based action that does not use the stack: the defending "
            "player chooses blockers, checks restrictions and requirements, then pays any costs "
            "(509.1a-i). If some step can't be done legally, the whole declaration is illegal and "
            "the game returns to the moment before it (728)."
        ),
        en_current=(
            "Declaring blockers is a turn-based action that does not use the stack: the defending "
            "player chooses blockers, checks restrictions and requirements, then pays any costs "
            "(509.1a-i). If some step can't be done legally, the whole declaration is illegal and "
            "the game returns to the moment before it (732; 733 in editions after January 2026)."
        ),
        ja_2023=(
            "ブロック・クリーチャーの指定は、スタックを用いないターン起因処理である。"
            "防御プレイヤーはブロック・クリーチャーを選び、制限と強制を確認し、"
            "コストを支払う（509.1a～i）。どこかの手順を適正に行えなければ指定全体が不正となり、"
            "指定する前の状態に戻る（728）。"
        ),
        ja_current=(
            "ブロック・クリーチャーの指定は、スタックを用いないターン起因処理である。"
            "防御プレイヤーはブロック・クリーチャーを選び、制限と強制を確認し、"
            "コストを支払う（509.1a～i）。どこかの手順を適正に行えなければ指定全体が不正となり、"
            "指定する前の状態に戻る（732。2026年1月より後の版では733）。"
        ),
        change_en=(
            "509.1a-i read the same in both; only the cross-reference to the illegal-actions rule "
            "changed (728 in 2023, 732 now, 733 in editions after January 2026)."
        ),
        change_ja=(
            "509.1a～iの内容は同じ。不正な処理の扱いへの参照だけが変わった（2023年版は728、"
            "現在は732、2026年1月より後の版では733）。"
        ),
        implemented_by=(
            _B + "is_legal_blocks",
            _B + "legal_block_declarations",
        ),
    ),
    _note(
        "509.1a",
        "Who can block, and what",
        "ブロックできるクリーチャーとブロック先",
        en=(
            "The defending player chooses any number of untapped creatures they control that are "
            "not battles. Each one blocks a single creature that is attacking that player, one of "
            'their planeswalkers, or a battle they protect. Card text such as "can block an '
            'additional creature" or "can block any number of creatures" raises that limit.'
        ),
        ja=(
            "防御プレイヤーは、"
            "自分がコントロールするアンタップ状態のクリーチャーのうちバトルでないものを"
            "好きな数だけ選ぶ。それぞれは、そのプレイヤー、そのプレインズウォーカー、"
            "またはそのプレイヤーが守るバトルを攻撃しているクリーチャー1体をブロックする。"
            "「追加のクリーチャー1体をブロックできる」「望む数のクリーチャーをブロックできる」"
            "といったカードの文章は、この上限を増やす。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _B + "blocker_problems",
            _B + "pair_problems",
            _B + "capacity",
        ),
    ),
    _note(
        "509.1b",
        "Blocking restrictions",
        "ブロック制限",
        en=(
            'Every restriction on blocking must be obeyed: "can\'t block" effects, evasion '
            "abilities such as flying, restrictions over characteristics (a creature that can't "
            "be blocked by creatures with power 2 or greater, or can block only creatures with "
            "flying), the minimum number of blockers for menace, and limits on how many creatures "
            "may block. Some restrictions judge the whole declaration: a creature that can't "
            "block unless another creature also blocks, or an attacker that can't be blocked "
            "unless every creature its defending player controls blocks it, which a single tapped "
            "creature makes unblockable. Evasion is checked only as blockers are declared, so "
            "gaining or losing it afterwards does not undo a block."
        ),
        ja=(
            "ブロックに関する制限にはすべて従わなければならない。「ブロックできない」効果、"
            "飛行などの回避能力、特性に基づく制限（パワー2以上のクリーチャーによってはブロックされない、"
            "飛行を持つクリーチャーしかブロックできない等）、威迫が求める最低ブロック数、"
            "ブロックできるクリーチャーの数の上限がこれに当たる。"
            "他のクリーチャーもブロックしないかぎりブロックできないクリーチャーや、"
            "防御プレイヤーがコントロールするすべてのクリーチャーがブロックしないかぎりブロックされない"
            "攻撃クリーチャーのように、指定全体で判断する制限もある（後者はタップ状態のクリーチャーが"
            "1体いればブロックされない）。"
            "回避能力は指定の時点でだけ確認されるので、"
            "後から得たり失ったりしてもブロックは取り消されない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _B + "blocker_problems",
            _B + "pair_problems",
            _B + "restriction_violations",
            _B + "declaration_rules",
        ),
    ),
    _note(
        "509.1c",
        "Blocking requirements",
        "ブロック強制",
        en=(
            'Requirements such as "blocks each combat if able" or "must be blocked by a Wall if '
            'able" must be obeyed as often as possible without breaking any restriction. '
            "A declaration that obeys fewer requirements than some other legal declaration "
            "could is illegal. Nobody has to pay a cost to block just to obey a requirement."
        ),
        ja=(
            "「可能ならブロックする」や「可能なら壁によってブロックされる」のようなブロック強制には、"
            "制限を破らない範囲でできるだけ多く従わなければならない。"
            "他の適正な指定より従っている強制が少ない指定は不正である。"
            "強制に従うためだけにブロックのコストを支払う必要はない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _B + "requirements",
            _B + "maximum_requirements",
            _B + "is_legal_blocks",
        ),
    ),
    _note(
        "509.1d",
        "Costs to block",
        "ブロックのコスト",
        en=(
            "If some chosen blockers need a cost paid to block, the defending player works out "
            "the total cost, which is then fixed even if effects would change it later. Mana "
            "abilities may then be activated and the whole cost is paid; paying only part of it "
            "is not allowed (509.1e-f)."
        ),
        ja=(
            "ブロックにコストが必要なクリーチャーがいる場合、"
            "防御プレイヤーはそのための総コストを算出する。総コストはその時点で確定し、"
            "後から効果が変えようとしても変わらない。"
            "その後マナ能力を起動してから総コストをすべて支払い、"
            "一部だけ支払うことはできない（509.1e～f）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _B + "block_cost",
            _B + "is_legal_blocks",
        ),
    ),
    _note(
        "509.1g",
        "Becoming a blocking creature",
        "ブロック・クリーチャーになる",
        en=(
            "Each chosen creature that the defending player still controls becomes a blocking "
            "creature, blocking the attacker or attackers chosen for it. It remains a blocking "
            "creature until it is removed from combat or the combat phase ends, even if the "
            "creatures it blocks leave combat."
        ),
        ja=(
            "選ばれたクリーチャーのうち、"
            "まだ防御プレイヤーがコントロールしているものはブロック・クリーチャーになり、"
            "選ばれた攻撃クリーチャーをブロックする。"
            "その状態は戦闘から取り除かれるか戦闘フェイズが終わるまで続き、"
            "ブロックしていた攻撃クリーチャーが戦闘を離れても変わらない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _M + "Board.is_blocking",
            _M + "Board.blocked_by_blocker",
        ),
    ),
    _note(
        "509.1h",
        "Blocked and unblocked creatures",
        "ブロックされているクリーチャーとブロックされていないクリーチャー",
        en=(
            "An attacking creature with at least one blocker declared for it becomes blocked; one "
            "with none becomes unblocked. The status lasts until the creature leaves combat, an "
            "effect changes it, or combat ends. A blocked creature stays blocked even if all of "
            "its blockers are removed from combat."
        ),
        ja=(
            "ブロック・クリーチャーが1体以上指定された攻撃クリーチャーは"
            "ブロックされているクリーチャーになり、"
            "1体も指定されなかったものはブロックされていないクリーチャーになる。この状態は、"
            "戦闘から取り除かれるか、効果で変わるか、戦闘が終わるまで続く。"
            "ブロック・クリーチャーが1体も残らなくなっても、"
            "ブロックされている状態は解除されない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _M + "Board.is_blocked",
            _O + "remove_from_combat",
        ),
    ),
    _note(
        "509.2",
        "Attacking creature's damage assignment order",
        "攻撃クリーチャーのダメージ割り振り順",
        en_2023=(
            "Right after blockers are declared, the active player puts the blockers of each "
            "blocked attacker in an order of their choice. In the combat damage step that "
            "attacker may assign damage to a blocker only if every blocker ahead of it in the "
            "order is assigned lethal damage (510.1c). This is a turn-based action that does not "
            "use the stack."
        ),
        en_current=(
            "This rule does not exist in the current rules: Foundations (2024-11-08) abolished "
            "damage assignment orders, so nothing is announced after blockers are declared. The "
            "number 509.2 now belongs to the rule giving the active player priority after blocks "
            "(509.4 in the 2023 rules)."
        ),
        ja_2023=(
            "ブロック・クリーチャーが指定されるとすぐ、"
            "アクティブ・プレイヤーはブロックされた攻撃クリーチャーごとに、"
            "そのブロック・クリーチャーを好きな順に並べたダメージ割り振り順を宣言する。"
            "戦闘ダメージ・ステップでは、"
            "この順で前にあるブロック・クリーチャーすべてに致死ダメージを割り振らない限り、"
            "後ろのものにダメージを割り振れない（510.1c）。"
            "これはスタックを用いないターン起因処理である。"
        ),
        ja_current=(
            "現行ルールにはこのルールは存在しない。ファウンデーションズ（2024年11月8日）"
            "でダメージ割り振り順が廃止され、"
            "ブロック・クリーチャーの指定後に何かを宣言することはなくなった。現在の509.2は、"
            "ブロックの後にアクティブ・プレイヤーが優先権を得るルール（2023年版の509.4）である。"
        ),
        change_en=(
            "Deleted by Foundations (2024-11-08) together with the whole damage assignment order. "
            "A blocked attacker now divides its damage freely among its blockers (510.1c)."
        ),
        change_ja=(
            "ファウンデーションズ（2024年11月8日）でダメージ割り振り順とともに削除された。現在、"
            "ブロックされた攻撃クリーチャーはダメージをブロック・クリーチャーに自由に"
            "割り振る（510.1c）。"
        ),
        implemented_by=(
            _O + "order_problems",
            _O + "order_candidates",
            _M + "Board.damage_assignment_order",
        ),
    ),
    _note(
        "509.2a",
        "Attacker's order when a blocker leaves",
        "ブロック・クリーチャーが抜けたときの割り振り順",
        en_2023=(
            "If, during the declare blockers step, a blocker is removed from combat or stops "
            "blocking an attacker, it is taken out of that attacker's damage assignment order. "
            "The remaining blockers keep their relative order, and nothing is announced again."
        ),
        en_current=(
            "This rule does not exist in the current rules, which have no damage assignment "
            "orders to update. The current 509.2a is a different rule: abilities that triggered "
            "on the block declaration go on the stack first (509.4a in the 2023 rules)."
        ),
        ja_2023=(
            "ブロック・クリーチャー指定ステップの間にブロック・クリーチャーが"
            "戦闘から取り除かれたり、攻撃クリーチャーをブロックしなくなったりすると、"
            "その攻撃クリーチャーのダメージ割り振り順から外される。"
            "残ったブロック・クリーチャーの前後関係は変わらず、宣言し直すこともない。"
        ),
        ja_current=(
            "現行ルールにはこのルールは存在せず、更新すべきダメージ割り振り順もない。"
            "現在の509.2aは別のルールで、"
            "ブロックの指定で誘発した能力を先にスタックに置くことを定める（2023年版の509.4a）。"
        ),
        change_en="Deleted by Foundations (2024-11-08) together with 509.2.",
        change_ja="ファウンデーションズ（2024年11月8日）で509.2とともに削除された。",
        implemented_by=(_O + "remove_from_combat",),
    ),
    _note(
        "509.3",
        "Blocking creature's damage assignment order",
        "ブロック・クリーチャーのダメージ割り振り順",
        en_2023=(
            "After the active player's orders, the defending player orders, for each blocking "
            "creature, the attackers it blocks. It only matters for a creature blocking more than "
            "one attacker: such a blocker may assign damage to an attacker only once every "
            "attacker ahead of it in the order is assigned lethal damage (510.1d). It is a "
            "turn-based action that does not use the stack."
        ),
        en_current=(
            "This rule does not exist in the current rules: blocking creatures have no damage "
            "assignment order either. The number 509.3 now holds the block trigger conditions "
            "(509.5 in the 2023 rules)."
        ),
        ja_2023=(
            "アクティブ・プレイヤーの宣言に続いて、防御プレイヤーはブロック・クリーチャーごとに、"
            "それがブロックしている攻撃クリーチャーを好きな順に並べたダメージ割り振り順を"
            "宣言する。意味があるのは複数の攻撃クリーチャーをブロックしている場合だけで、"
            "前にある攻撃クリーチャーすべてに致死ダメージを割り振らない限り、"
            "後ろのものには割り振れない（510.1d）。これはスタックを用いないターン起因処理である。"
        ),
        ja_current=(
            "現行ルールにはこのルールは存在せず、"
            "ブロック・クリーチャーにもダメージ割り振り順はない。現在の509.3は、"
            "ブロックに関する誘発条件のルール（2023年版の509.5）である。"
        ),
        change_en=(
            "Deleted by Foundations (2024-11-08). A creature blocking several attackers now "
            "divides its damage among them freely (510.1d)."
        ),
        change_ja=(
            "ファウンデーションズ（2024年11月8日）で削除された。現在、"
            "複数の攻撃クリーチャーをブロックしているクリーチャーはダメージをそれらに自由に"
            "割り振る（510.1d）。"
        ),
        implemented_by=(
            _O + "order_problems",
            _O + "order_candidates",
            _M + "Board.damage_assignment_order",
        ),
    ),
    _note(
        "509.3a",
        "Blocker's order when an attacker leaves",
        "攻撃クリーチャーが抜けたときの割り振り順",
        en_2023=(
            "This mirrors 509.2a for blockers. If, during the declare blockers step, an attacker "
            "is removed from combat or stops being blocked by a blocker, it is taken out of that "
            "blocker's damage assignment order, and the other attackers keep their relative "
            "order."
        ),
        en_current=(
            "This rule does not exist in the current rules, which have no orders to update. The "
            'current 509.3a is a trigger condition instead: "whenever this creature blocks" '
            "(509.5a in the 2023 rules)."
        ),
        ja_2023=(
            "509.2aをブロック・クリーチャー側に当てはめたルールである。"
            "ブロック・クリーチャー指定ステップの間に攻撃クリーチャーが戦闘から取り除かれたり、"
            "そのブロック・クリーチャーにブロックされなくなったりすると、"
            "そのブロック・クリーチャーのダメージ割り振り順から外され、"
            "他の攻撃クリーチャーの前後関係は保たれる。"
        ),
        ja_current=(
            "現行ルールにはこのルールは存在せず、更新すべき順番もない。現在の509.3aは、"
            "「ブロックするたび」の誘発条件を定める別のルール（2023年版の509.5a）である。"
        ),
        change_en="Deleted by Foundations (2024-11-08) together with 509.3.",
        change_ja="ファウンデーションズ（2024年11月8日）で509.3とともに削除された。",
        implemented_by=(_O + "remove_from_combat",),
    ),
    _note(
        "509.4",
        "Priority after blockers",
        "ブロック後の優先権",
        en_2023=(
            "Once blockers are declared and the damage assignment orders announced, the active "
            "player receives priority. Abilities that triggered during those actions are put on "
            "the stack first (509.4a); this library reports them as events."
        ),
        en_current=(
            "Once blockers are declared, the active player receives priority. Abilities that "
            "triggered on the declaration are put on the stack first (509.2a); this library "
            "reports them as events. These were 509.4 and 509.4a in the 2023 rules."
        ),
        ja_2023=(
            "ブロック・クリーチャーの指定とダメージ割り振り順の宣言が済むと、"
            "アクティブ・プレイヤーが優先権を得る。"
            "その間に誘発した能力が先にスタックに置かれる（509.4a）。"
            "本ライブラリはそれらをイベントとして報告する。"
        ),
        ja_current=(
            "ブロック・クリーチャーの指定が済むと、アクティブ・プレイヤーが優先権を得る。"
            "指定によって誘発した能力が先にスタックに置かれる（509.2a）。"
            "本ライブラリはそれらをイベントとして報告する。2023年版では509.4と509.4aだった。"
        ),
        change_en=(
            "Same content, renumbered by Foundations from 509.4 and 509.4a to 509.2 and 509.2a; "
            "it no longer mentions the order announcements."
        ),
        change_ja=(
            "内容は同じで、ファウンデーションズで509.4と509.4aから509.2と509.2aに番号が変わり、"
            "割り振り順の宣言への言及がなくなった。"
        ),
        implemented_by=(_E + "block_events",),
        covers=("509.4a",),
    ),
    _note(
        "509.5",
        "Block trigger conditions",
        "ブロックに関する誘発条件",
        en_2023=(
            '509.5a-g say how often block triggers fire: "whenever this blocks" once per '
            'combat, "blocks a creature" once per attacker, "becomes blocked" once, and '
            '"becomes blocked by a creature" once per blocker. The characteristics that matter '
            'are those at the moment of the block. "Attacks and isn\'t blocked" triggers only if '
            "no blocker was declared for the creature, even if it entered the battlefield "
            "attacking."
        ),
        en_current=(
            '509.3a-g (509.5a-g in the 2023 rules) say how often block triggers fire: "whenever '
            'this blocks" once per combat, "blocks a creature" once per attacker, "becomes '
            'blocked" once, and "becomes blocked by a creature" once per blocker. The '
            'characteristics that matter are those at the moment of the block. "Attacks and '
            "isn't blocked\" triggers only if no blocker was declared for the creature, even if "
            "it entered the battlefield attacking."
        ),
        ja_2023=(
            "509.5a～gは、ブロックに関する誘発型能力が誘発する回数を定める。「ブロックするたび」"
            "は1回の戦闘につき1回、「クリーチャーをブロックするたび」は攻撃クリーチャーごと、"
            "「ブロックされた状態になるたび」は1回、"
            "「クリーチャーにブロックされた状態になるたび」"
            "はブロック・クリーチャーごとに誘発する。特性はブロックの時点のものを見る。"
            "「攻撃してブロックされないたび」"
            "はブロック・クリーチャーが1体も指定されなかった場合にだけ誘発し、"
            "攻撃している状態で戦場に出たクリーチャーでも同じである。"
        ),
        ja_current=(
            "509.3a～g（2023年版では509.5a～g）は、"
            "ブロックに関する誘発型能力が誘発する回数を定める。「ブロックするたび」"
            "は1回の戦闘につき1回、「クリーチャーをブロックするたび」は攻撃クリーチャーごと、"
            "「ブロックされた状態になるたび」は1回、"
            "「クリーチャーにブロックされた状態になるたび」"
            "はブロック・クリーチャーごとに誘発する。特性はブロックの時点のものを見る。"
            "「攻撃してブロックされないたび」"
            "はブロック・クリーチャーが1体も指定されなかった場合にだけ誘発し、"
            "攻撃している状態で戦場に出たクリーチャーでも同じである。"
        ),
        change_en=(
            "Same content; Foundations renumbered 509.5 and 509.5a-g to 509.3 and 509.3a-g "
            "(508.3f now points to 509.3g)."
        ),
        change_ja=(
            "内容は同じ。"
            "ファウンデーションズで509.5と509.5a～gが509.3と509.3a～gに番号を変えた（508.3fの"
            "参照先も509.3gになった）。"
        ),
        implemented_by=(
            _E + "block_events",
            _O + "add_block",
        ),
        covers=(
            "509.5a",
            "509.5b",
            "509.5c",
            "509.5d",
            "509.5e",
            "509.5f",
            "509.5g",
        ),
    ),
    _note(
        "509.6",
        "An effect makes a creature block",
        "効果によるブロック",
        en_2023=(
            "When an effect makes a creature already on the battlefield block an attacker, the "
            "active player chooses where the new blocker goes in that attacker's damage "
            "assignment order, and then the defending player places the attacker in the blocker's "
            "order. Everything else keeps its relative position, and both choices are part of the "
            "effect."
        ),
        en_current=(
            "This rule does not exist in the current rules, and nothing replaced it. An effect "
            "that makes a creature block simply adds the block; nobody announces anything."
        ),
        ja_2023=(
            "効果によって戦場にいるクリーチャーが攻撃クリーチャーをブロックした場合、"
            "アクティブ・プレイヤーはその攻撃クリーチャーのダメージ割り振り順のどこに"
            "新しいブロック・クリーチャーを入れるかを決め、"
            "続いて防御プレイヤーがそのブロック・クリーチャーの割り振り順に攻撃クリーチャーを"
            "入れる。他のものの前後関係は変わらず、どちらも効果の一部として行われる。"
        ),
        ja_current=(
            "現行ルールにはこのルールは存在せず、代わりのルールもない。"
            "効果によってクリーチャーがブロックしても、ブロックが加わるだけで誰も何も宣言しない。"
        ),
        change_en="Deleted by Foundations (2024-11-08) with no successor.",
        change_ja="ファウンデーションズ（2024年11月8日）で削除され、後継のルールはない。",
        implemented_by=(
            _O + "add_block",
            _O + "insert_positions",
        ),
    ),
    _note(
        "509.7",
        "A creature put onto the battlefield blocking",
        "ブロックしている状態で戦場に出るクリーチャー",
        en_2023=(
            "Unless the effect says which attacker it blocks, the creature's controller chooses, "
            "and the active player then places it in that attacker's damage assignment order. It "
            'is a blocking creature, but it never "blocked", so block triggers don\'t fire for '
            "it. It ignores blocking restrictions and requirements, and it never blocks if the "
            "attacker is gone or its controller is not a defending player for it (509.7a-b)."
        ),
        en_current=(
            "Unless the effect says which attacker it blocks, the creature's controller chooses; "
            "there is no order to place it in. It is a blocking creature, but it never "
            '"blocked", so block triggers don\'t fire for it. It ignores blocking restrictions '
            "and requirements, and it never blocks if the attacker is gone or its controller is "
            "not a defending player for it (509.4a-b)."
        ),
        ja_2023=(
            "どの攻撃クリーチャーをブロックするかが効果で決まっていなければ、"
            "そのコントローラーが選び、"
            "アクティブ・プレイヤーがその攻撃クリーチャーのダメージ割り振り順での位置を決める。"
            "ブロック・クリーチャーではあるが「ブロックした」ことにはならないので、"
            "ブロックによる誘発は起きない。ブロック制限とブロック強制は無視され、"
            "攻撃クリーチャーがいないか、"
            "コントローラーがその防御プレイヤーでなければブロックしない（509.7a～b）。"
        ),
        ja_current=(
            "どの攻撃クリーチャーをブロックするかが効果で決まっていなければ、"
            "そのコントローラーが選ぶ。割り振り順に加える手順はない。"
            "ブロック・クリーチャーではあるが「ブロックした」ことにはならないので、"
            "ブロックによる誘発は起きない。ブロック制限とブロック強制は無視され、"
            "攻撃クリーチャーがいないか、"
            "コントローラーがその防御プレイヤーでなければブロックしない（509.4a～b）。"
        ),
        change_en=(
            "Foundations renumbered it 509.4 (509.7a-b became 509.4a-b) and dropped the step that "
            "placed the creature in a damage assignment order, along with its example."
        ),
        change_ja=(
            "ファウンデーションズで509.4に番号が変わり（509.7a～bは509.4a～b）、"
            "ダメージ割り振り順に加える手順とその例が削除された。"
        ),
        implemented_by=(_O + "add_block",),
        covers=(
            "509.7a",
            "509.7b",
        ),
    ),
    _note(
        "510.1",
        "Assigning combat damage",
        "戦闘ダメージの割り振り",
        en_2023=(
            "First the active player announces how each attacking creature assigns its combat "
            "damage, then the defending player does the same for each blocking creature; this "
            "turn-based action does not use the stack. 510.1a-e give the rules for each creature. "
            "Under these rules the damage assignment orders from 509.2-509.3 limit how a blocked "
            "or blocking creature may divide its damage."
        ),
        en_current=(
            "First the active player announces how each attacking creature assigns its combat "
            "damage, then the defending player does the same for each blocking creature; this "
            "turn-based action does not use the stack. 510.1a-e give the rules for each creature. "
            "Trample (702.19b) is the only lethal-damage condition left on dividing damage."
        ),
        ja_2023=(
            "戦闘ダメージの割り振りは、"
            "アクティブ・プレイヤーが自分の攻撃クリーチャー全部について先に宣言し、"
            "その後で防御プレイヤーがブロック・クリーチャー全部について宣言する。"
            "これはスタックを用いないターン起因処理で、"
            "各クリーチャーの割り振り方は510.1a～eが定める。このルールでは、"
            "509.2～509.3のダメージ割り振り順が割り振り方を制約する。"
        ),
        ja_current=(
            "戦闘ダメージの割り振りは、"
            "アクティブ・プレイヤーが自分の攻撃クリーチャー全部について先に宣言し、"
            "その後で防御プレイヤーがブロック・クリーチャー全部について宣言する。"
            "これはスタックを用いないターン起因処理で、"
            "各クリーチャーの割り振り方は510.1a～eが定める。"
            "割り振りに致死ダメージを求める条件はトランプル（702.19b）にしか残っていない。"
        ),
        change_en=(
            "510.1 itself reads the same; what changed are 510.1c and 510.1d, which no longer use "
            "a damage assignment order."
        ),
        change_ja="510.1自体は同じ。変わったのは510.1cと510.1dで、ダメージ割り振り順を使わなくなった。",
        implemented_by=(
            _A + "is_legal",
            _A + "step_plans",
            _A + "check_steps",
        ),
    ),
    _note(
        "510.1a",
        "How much combat damage",
        "割り振る戦闘ダメージの量",
        en=(
            "Each attacking and each blocking creature assigns combat damage equal to its power; "
            "one whose power is 0 or less assigns none. Card text can change the number used, for "
            "instance a creature that assigns combat damage equal to its toughness."
        ),
        ja=(
            "攻撃クリーチャーとブロック・クリーチャーが割り振る戦闘ダメージの量は、"
            "そのパワーと同じである。パワーが0以下のクリーチャーは何も割り振らない。"
            "タフネスに等しい戦闘ダメージを割り振るクリーチャーのように、"
            "カードの文章がこの量を変えることがある。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _M + "Permanent.combat_damage_amount",
            _A + "is_legal",
        ),
    ),
    _note(
        "510.1b",
        "Unblocked creature",
        "ブロックされていないクリーチャー",
        en=(
            "An unblocked creature assigns all of its combat damage to the player, planeswalker "
            "or battle it is attacking. If it is attacking nothing, for instance because that "
            "planeswalker has left the battlefield, it assigns no combat damage."
        ),
        ja=(
            "ブロックされていないクリーチャーの戦闘ダメージは、全部がその攻撃先（プレイヤー、"
            "プレインズウォーカー、バトル）に割り振られる。"
            "攻撃先がもういない場合（プレインズウォーカーが戦場を離れたときなど）は、"
            "戦闘ダメージを割り振らない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _A + "damage_plan",
            _A + "is_legal",
        ),
    ),
    _note(
        "510.1c",
        "Blocked creature's combat damage",
        "ブロックされているクリーチャーの戦闘ダメージ",
        en_2023=(
            "A blocked creature assigns its combat damage only to the creatures blocking it now, "
            'and assigns none if no blocker is left (trample and "as though it weren\'t blocked" '
            "aside). With two or more blockers it follows its damage assignment order: a blocker "
            "may receive damage only if every blocker ahead of it is assigned lethal damage. "
            "Lethal damage counts damage already marked and damage other creatures assign in the "
            "same step, and ignores prevention and other effects that change the damage dealt."
        ),
        en_current=(
            "A blocked creature assigns its combat damage only to the creatures blocking it now, "
            'and assigns none if no blocker is left (trample and "as though it weren\'t blocked" '
            "aside). With two or more blockers, its controller divides the damage among them "
            "however they like. There is no damage assignment order, and no blocker needs lethal "
            "damage before another may receive some."
        ),
        ja_2023=(
            "ブロックされているクリーチャーは、"
            "今ブロックしているクリーチャーにだけ戦闘ダメージを割り振り、"
            "1体も残っていなければ割り振らない（トランプルや「ブロックされていないかのように」"
            "割り振る能力は別）。ブロック・クリーチャーが2体以上なら、"
            "ダメージ割り振り順で前にあるものすべてに致死ダメージを割り振らない限り、"
            "後ろのものには割り振れない。致死ダメージの判定では、"
            "既に負っているダメージと同じステップで他のクリーチャーが割り振るダメージを数え、"
            "軽減など実際のダメージを変える効果は考慮しない。"
        ),
        ja_current=(
            "ブロックされているクリーチャーは、"
            "今ブロックしているクリーチャーにだけ戦闘ダメージを割り振り、"
            "1体も残っていなければ割り振らない（トランプルや「ブロックされていないかのように」"
            "割り振る能力は別）。ブロック・クリーチャーが2体以上なら、"
            "コントローラーは好きなようにダメージを分けて割り振れる。ダメージ割り振り順はなく、"
            "他に割り振る前にどれかに致死ダメージを割り振る必要もない。"
        ),
        change_en=(
            "Rewritten by Foundations (2024-11-08). In 2023 the damage followed the damage "
            "assignment order, with lethal damage required before the next blocker; now it is "
            "divided freely. Only trample (702.19b) still requires lethal damage on blockers."
        ),
        change_ja=(
            "ファウンデーションズ（2024年11月8日）で書き直された。"
            "2023年版ではダメージ割り振り順に従い、"
            "前のブロック・クリーチャーに致死ダメージを割り振ってから次に進んだが、"
            "現在は自由に分けられる。"
            "ブロック・クリーチャーへの致死ダメージを求めるのはトランプル（702.19b）"
            "だけになった。"
        ),
        implemented_by=(
            _A + "damage_plan",
            _A + "is_legal",
            _A + "legal_assignments",
        ),
    ),
    _note(
        "510.1d",
        "Blocking creature's combat damage",
        "ブロック・クリーチャーの戦闘ダメージ",
        en_2023=(
            "A blocking creature assigns its combat damage only to the attackers it blocks, and "
            "assigns none if they have all left combat. When it blocks several, it follows the "
            "defending player's damage assignment order: an attacker may receive damage only once "
            "every attacker ahead of it is assigned lethal damage."
        ),
        en_current=(
            "A blocking creature assigns its combat damage only to the attackers it blocks, and "
            "assigns none if they have all left combat. When it blocks several, the defending "
            "player divides its damage among them as they choose, with no order and no "
            "lethal-damage condition."
        ),
        ja_2023=(
            "ブロック・クリーチャーは、"
            "自分がブロックしている攻撃クリーチャーにだけ戦闘ダメージを割り振り、"
            "それらがすべて戦闘を離れていれば割り振らない。"
            "複数をブロックしている場合は防御プレイヤーが決めたダメージ割り振り順に従い、"
            "前にある攻撃クリーチャーすべてに致死ダメージを割り振らない限り後ろのものには"
            "割り振れない。"
        ),
        ja_current=(
            "ブロック・クリーチャーは、"
            "自分がブロックしている攻撃クリーチャーにだけ戦闘ダメージを割り振り、"
            "それらがすべて戦闘を離れていれば割り振らない。複数をブロックしている場合、"
            "防御プレイヤーはそのダメージを好きなように分けて割り振る。"
            "ダメージ割り振り順も致死ダメージの条件もない。"
        ),
        change_en=(
            "Rewritten by Foundations (2024-11-08) in the same way as 510.1c: the defending "
            "player's order and its lethal-damage condition are gone."
        ),
        change_ja=(
            "ファウンデーションズ（2024年11月8日）で510.1cと同じように書き直され、"
            "防御プレイヤーのダメージ割り振り順と致死ダメージの条件がなくなった。"
        ),
        implemented_by=(
            _A + "damage_plan",
            _A + "is_legal",
            _A + "legal_assignments",
        ),
    ),
    _note(
        "510.1e",
        "The whole assignment is checked at once",
        "割り振り全体をまとめて確認する",
        en_2023=(
            "Once a player has said how all of their attacking (or blocking) creatures assign "
            "damage, the whole set is checked together, not creature by creature. So damage one "
            "creature assigns can supply the lethal damage another creature's assignment depends "
            "on. If the set is illegal, the game goes back to just before that player began "
            "assigning (728)."
        ),
        en_current=(
            "Once a player has said how all of their attacking (or blocking) creatures assign "
            "damage, the whole set is checked together, not creature by creature. So damage one "
            "creature assigns can supply the lethal damage that another creature's trample "
            "depends on. If the set is illegal, the game goes back to just before that player "
            "began assigning (732; 733 in editions after January 2026)."
        ),
        ja_2023=(
            "プレイヤーがすべての攻撃クリーチャー（またはブロック・クリーチャー）"
            "の割り振りを宣言し終えたら、1体ずつではなく全体をまとめて確認する。そのため、"
            "あるクリーチャーが割り振るダメージが、"
            "別のクリーチャーの割り振りに必要な致死ダメージを満たすことがある。不正であれば、"
            "そのプレイヤーが割り振りを始める直前まで巻き戻す（728）。"
        ),
        ja_current=(
            "プレイヤーがすべての攻撃クリーチャー（またはブロック・クリーチャー）"
            "の割り振りを宣言し終えたら、1体ずつではなく全体をまとめて確認する。そのため、"
            "あるクリーチャーが割り振るダメージが、"
            "別のクリーチャーのトランプルに必要な致死ダメージを満たすことがある。不正であれば、"
            "そのプレイヤーが割り振りを始める直前まで巻き戻す（732。2026年1月より後の版では733）"
            "。"
        ),
        change_en=(
            "Same content; only the illegal-actions cross-reference changed (728 in 2023, 732 "
            "now, 733 later). With free division the combined check now matters mainly for "
            "trample."
        ),
        change_ja=(
            "内容は同じで、不正な処理の扱いへの参照だけが変わった（2023年版は728、現在は732、"
            "その後733）。割り振りが自由になったため、"
            "まとめて確認することが意味を持つのは主にトランプルである。"
        ),
        implemented_by=(
            _A + "is_legal",
            _A + "check_steps",
            _C + "IllegalAssignmentError",
        ),
    ),
    _note(
        "510.2",
        "Combat damage is dealt at once",
        "戦闘ダメージは同時に与えられる",
        en_2023=(
            "All assigned combat damage is dealt at the same moment, as a turn-based action. "
            "Nobody gets priority between assigning and dealing damage, so a creature can't "
            "assign its damage and then be sacrificed for another effect before it is dealt. "
            "These rules show this with an example (Squadron Hawk, Goblin Piker and Mogg "
            "Fanatic)."
        ),
        en_current=(
            "All assigned combat damage is dealt at the same moment, as a turn-based action. "
            "Nobody gets priority between assigning and dealing damage, so a creature can't "
            "assign its damage and then be sacrificed for another effect before it is dealt. The "
            "2023 example of this was deleted, but the rule works the same."
        ),
        ja_2023=(
            "割り振られた戦闘ダメージはすべて同時に与えられる。これはターン起因処理である。"
            "割り振りとダメージの間に優先権はないので、"
            "ダメージを割り振ったクリーチャーを与える前に生け贄に捧げて別の効果に使うことはで"
            "きない。この版にはそれを示す例がある。"
        ),
        ja_current=(
            "割り振られた戦闘ダメージはすべて同時に与えられる。これはターン起因処理である。"
            "割り振りとダメージの間に優先権はないので、"
            "ダメージを割り振ったクリーチャーを与える前に生け贄に捧げて別の効果に使うことはで"
            "きない。2023年版の例は削除されたが、ルールの働きは同じである。"
        ),
        change_en="The rule is unchanged; Foundations only deleted its example.",
        change_ja="ルールは変わらず、ファウンデーションズで例だけが削除された。",
        implemented_by=(
            _D + "deal_combat_damage",
            _C + "resolve_step",
        ),
    ),
    _note(
        "510.4",
        "The first-strike combat damage step",
        "先制攻撃の戦闘ダメージ・ステップ",
        en=(
            "If any attacking or blocking creature has first strike or double strike as the "
            "combat damage step begins, only those creatures assign damage in that step. A second "
            "combat damage step follows for the remaining creatures that had neither ability when "
            "the first one began, plus any that have double strike now. Then the phase moves to "
            "the end of combat step."
        ),
        ja=(
            "戦闘ダメージ・ステップの開始時に先制攻撃か二段攻撃を持つ攻撃クリーチャーや"
            "ブロック・クリーチャーがいれば、そのステップではそれらだけが戦闘ダメージを割り振る。"
            "続く2回目の戦闘ダメージ・ステップでは、"
            "最初のステップの開始時にどちらも持っていなかった残りのクリーチャーと、"
            "その時点で二段攻撃を持つクリーチャーが割り振る。その後、戦闘終了ステップに進む。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _A + "steps",
            _A + "assigns_in_step",
            _A + "first_strike_step_exists",
            _C + "resolve_combat",
        ),
    ),
    _note(
        "511.3",
        "End of combat removes everything from combat",
        "戦闘終了時にすべてが戦闘から取り除かれる",
        en_2023=(
            "As the end of combat step ends, every creature, planeswalker and battle is removed "
            "from combat, so nothing is attacking, blocking or being attacked any more. The "
            "damage assignment orders end with it, and the postcombat main phase follows."
        ),
        en_current=(
            "As the end of combat step ends, every creature, planeswalker and battle is removed "
            "from combat, so nothing is attacking, blocking or being attacked any more. The "
            "postcombat main phase follows."
        ),
        ja_2023=(
            "戦闘終了ステップが終わるとき、すべてのクリーチャー、プレインズウォーカー、"
            "バトルが戦闘から取り除かれ、攻撃もブロックも攻撃されてもいない状態になる。"
            "ダメージ割り振り順もそこで終わり、戦闘後メイン・フェイズに進む。"
        ),
        ja_current=(
            "戦闘終了ステップが終わるとき、すべてのクリーチャー、プレインズウォーカー、"
            "バトルが戦闘から取り除かれ、攻撃もブロックも攻撃されてもいない状態になる。その後、"
            "戦闘後メイン・フェイズに進む。"
        ),
        change_en=(
            "The rule reads the same in both; only the 2023 rules had damage assignment orders to "
            "end with it."
        ),
        change_ja=(
            "ルールの文章は同じ。"
            "終了とともに消えるダメージ割り振り順があったのは2023年版だけである。"
        ),
        implemented_by=(_C + "end_of_combat",),
    ),
    _note(
        "514.2",
        "Damage wears off in cleanup",
        "クリンナップ・ステップでダメージが取り除かれる",
        en=(
            "In the cleanup step all damage marked on permanents is removed, and at the same "
            'moment "until end of turn" and "this turn" effects end. This is a turn-based '
            "action, and it reaches phased-out permanents too."
        ),
        ja=(
            "クリンナップ・ステップでは、パーマネントが負っているダメージがすべて取り除かれ、"
            "同時に「ターン終了時まで」と「このターン」の効果が終わる。これはターン起因処理で、"
            "フェイズ・アウトしているパーマネントにも及ぶ。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_C + "cleanup",),
    ),
    _note(
        "614.1a",
        'Replacement effects that say "instead"',
        "「代わりに」の置換効果",
        en=(
            'An effect that uses the word "instead" replaces an event with another one. For '
            "damage, a permanent's ability can change how much is dealt (double it, add 1, halve "
            "it) or turn it into something else, such as +1/+1 counters on the creature; the "
            "original damage is then never dealt. When several such effects could apply, the "
            "affected player or the affected object's controller picks the order (616.1); "
            "mtgcombat uses one fixed order: redirection, prevention, changes of the amount in "
            "board order, and counters instead of damage last."
        ),
        ja=(
            "「代わりに」という語を使う効果は、ある出来事を別の出来事に置き換える。"
            "ダメージについては、パーマネントの能力が与えられる量を変えたり（2倍、1点追加、半分）、"
            "クリーチャーへの+1/+1カウンターなど別のものにしたりする。"
            "そのとき元のダメージは与えられない。"
            "複数適用できるときは影響を受けるプレイヤーまたはオブジェクトのコントローラーが"
            "順番を選ぶ（616.1）が、mtgcombatは固定の順番（移し替え、軽減、盤面順の量の変更、"
            "最後にダメージの代わりのカウンター）を使う。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _D + "deal_noncombat_damage"),
    ),
    _note(
        "614.9",
        "Redirection of damage",
        "ダメージの移し替え",
        en=(
            "Some replacement effects send damage that would be dealt to one player or object "
            "to another one instead. The source is unchanged, and combat damage stays combat "
            "damage; the new recipient is then affected by prevention and other replacement "
            "effects as usual."
        ),
        ja=(
            "置換効果の中には、あるプレイヤーやオブジェクトに与えられるダメージを、"
            "代わりに別のものに与えるものがある。発生源は変わらず、"
            "戦闘ダメージは戦闘ダメージのままである。"
            "その後、新しい受け手に対して軽減やほかの置換効果が普通に適用される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _D + "deal_noncombat_damage"),
    ),
    _note(
        "615.1",
        "Prevention effects",
        "軽減効果",
        en=(
            "Prevention effects are continuous effects that act like shields when damage would be "
            'dealt; the word "prevent" marks them. Nothing about them is locked in ahead of '
            "time, so a shield has to exist before the damage event to stop it. Prevented damage "
            "is never dealt, so nothing triggers on it (615.6)."
        ),
        ja=(
            "軽減効果は、ダメージが与えられようとするときに盾のように働く継続的効果で、"
            "「軽減する」という語で分かる。前もって固定されるものはないので、"
            "ダメージの事象より前に存在していなければ働かない。"
            "軽減されたダメージは与えられていないので、それによって何も誘発しない（615.6）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage",),
    ),
    _note(
        "615.5",
        "Additional effects of prevention",
        "軽減の追加の効果",
        en=(
            "A prevention effect can do something more besides preventing the damage, such as "
            "removing +1/+1 counters from the creature. That extra part happens right after the "
            "damage is prevented, and it happens even if the damage turns out not to be "
            "preventable (615.12)."
        ),
        ja=(
            "軽減効果は、ダメージを軽減するほかに、クリーチャーから+1/+1カウンターを取り除くなど"
            "追加のことをする場合がある。その部分は軽減の直後に起こり、"
            "ダメージが軽減できないもの（615.12）であっても起こる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _D + "deal_noncombat_damage"),
    ),
    _note(
        "615.7",
        '"Prevent the next N damage" shields',
        "「次のN点のダメージを軽減する」盾",
        en_2023=(
            "Each point such a shield prevents uses up one point of it; once it reaches zero, "
            "further damage is dealt normally. If several sources would damage the shielded "
            "player or permanent at once, that player (or the permanent's controller) chooses "
            "which damage the shield stops. Lethal damage for the damage assignment order ignores "
            "the shield, so an attacker still has to assign full lethal damage to a shielded "
            "blocker before the next one."
        ),
        en_current=(
            "Each point such a shield prevents uses up one point of it; once it reaches zero, "
            "further damage is dealt normally. If several sources would damage the shielded "
            "player or permanent at once, that player (or the permanent's controller) chooses "
            "which damage the shield stops. An attacker can simply divide its damage around a "
            "shielded blocker; only trample (702.19b) still counts lethal damage without the "
            "shield."
        ),
        ja_2023=(
            "このような盾は1点軽減するごとに1点ずつ減り、"
            "0になればその後のダメージは普通に与えられる。"
            "複数の発生源から同時にダメージを受ける場合は、"
            "そのプレイヤー（パーマネントならそのコントローラー）"
            "がどのダメージを軽減するかを選ぶ。"
            "ダメージ割り振り順の致死ダメージは盾を考慮しないので、"
            "攻撃クリーチャーは盾を持つブロック・クリーチャーにも致死ダメージ全部を"
            "割り振ってからでないと次に進めない。"
        ),
        ja_current=(
            "このような盾は1点軽減するごとに1点ずつ減り、"
            "0になればその後のダメージは普通に与えられる。"
            "複数の発生源から同時にダメージを受ける場合は、"
            "そのプレイヤー（パーマネントならそのコントローラー）"
            "がどのダメージを軽減するかを選ぶ。"
            "攻撃クリーチャーは盾を持つブロック・クリーチャーを避けて自由にダメージを割り振れる。"
            "盾を考慮せずに致死ダメージを数えるのはトランプル（702.19b）だけである。"
        ),
        change_en=(
            "615.7 itself is unchanged. What changed is its effect on assignments: with the "
            "damage assignment order gone, a shield no longer forces wasted damage on a blocker "
            "ahead of others."
        ),
        change_ja=(
            "615.7自体は変わっていない。変わったのは割り振りへの影響で、"
            "ダメージ割り振り順がなくなったため、"
            "盾を持つブロック・クリーチャーに無駄なダメージを割り振らされることはなくなった。"
        ),
        implemented_by=(
            _D + "deal_combat_damage",
            _C + "resolve_step",
        ),
    ),
    _note(
        "615.10",
        "Static abilities that prevent part of the damage",
        "ダメージの一部を軽減する常在型能力",
        en=(
            'A static ability such as "prevent 1 of that damage" prevents that much of each '
            "damage event it applies to, separately. With two attackers hitting at the same "
            "time, the damage of each one loses 1."
        ),
        ja=(
            "「そのダメージのうち1点を軽減する」のような常在型能力は、適用される各ダメージの事象から"
            "別々にその点数を軽減する。2体の攻撃クリーチャーが同時にダメージを与えるなら、"
            "それぞれから1点ずつ軽減される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _D + "deal_noncombat_damage"),
    ),
    _note(
        "615.12",
        "Damage that can't be prevented",
        "軽減できないダメージ",
        en=(
            "When an effect says damage can't be prevented, prevention effects (protection "
            "included) still apply to it but prevent nothing. Their additional effects still "
            'happen, and "prevent the next N damage" shields are not used up by it.'
        ),
        ja=(
            "ダメージが軽減できないと効果が言うとき、軽減効果（プロテクションを含む）は"
            "それに適用されるが、何も軽減しない。追加の効果は起こり、"
            "「次のN点を軽減する」盾はそれによって減らない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _D + "deal_noncombat_damage"),
    ),
    _note(
        "701.15",
        "Regenerate",
        "再生",
        en_2023=(
            "Regenerating a permanent sets up a one-use shield for the turn: the next time it "
            "would be destroyed, instead all damage marked on it is removed, it is tapped, and it "
            "is removed from combat if it is attacking or blocking. It cannot save a creature "
            "whose toughness is 0 or less (704.5f), which is not destruction."
        ),
        en_current=(
            "Regenerating a permanent sets up a one-use shield for the turn: the next time it "
            "would be destroyed, instead all damage marked on it is removed, it is tapped, and it "
            "is removed from combat if it is attacking or blocking. It cannot save a creature "
            "whose toughness is 0 or less (704.5f), which is not destruction. This rule is 701.19 "
            "since 2025-06-06."
        ),
        ja_2023=(
            "パーマネントを再生すると、そのターンの間1回だけ働く盾ができる。次に破壊されるとき、"
            "代わりに負っているダメージがすべて取り除かれ、タップされ、"
            "攻撃中かブロック中なら戦闘から取り除かれる。タフネスが0以下のクリーチャー（704.5f）"
            "は破壊ではないので、再生では救えない。"
        ),
        ja_current=(
            "パーマネントを再生すると、そのターンの間1回だけ働く盾ができる。次に破壊されるとき、"
            "代わりに負っているダメージがすべて取り除かれ、タップされ、"
            "攻撃中かブロック中なら戦闘から取り除かれる。タフネスが0以下のクリーチャー（704.5f）"
            "は破壊ではないので、再生では救えない。2025年6月6日以降、このルールは701.19である。"
        ),
        change_en=(
            "Same content; renumbered from 701.15 to 701.19 on 2025-06-06 (current editions "
            "before that date still used 701.15)."
        ),
        change_ja=(
            "内容は同じで、"
            "2025年6月6日に701.15から701.19に番号が変わった（それより前の現行ルールの版では"
            "701.15のまま）。"
        ),
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "728",
        "Handling illegal actions",
        "不正な処理の扱い",
        en_2023=(
            "If a player takes an illegal action, or starts one that can't be finished legally, "
            "the whole action is undone, payments included, and nothing triggers because of it. "
            "The player who had priority keeps it. In combat this covers illegal block "
            "declarations (509.1) and illegal damage assignments (510.1e)."
        ),
        en_current=(
            "If a player takes an illegal action, or starts one that can't be finished legally, "
            "the whole action is undone, payments included, and nothing triggers because of it. "
            "The player who had priority keeps it. In combat this covers illegal block "
            "declarations (509.1) and illegal damage assignments (510.1e); the rule is 732 in the "
            "editions this library follows and 733 in editions after January 2026."
        ),
        ja_2023=(
            "プレイヤーが不正な処理を行うか、適正に終えられない処理を始めた場合、"
            "支払いも含めてその処理全体が取り消され、それによって何も誘発しない。"
            "優先権を持っていたプレイヤーがそのまま優先権を持つ。戦闘では、"
            "不正なブロックの指定（509.1）や不正なダメージの割り振り（510.1e）がこれに当たる。"
        ),
        ja_current=(
            "プレイヤーが不正な処理を行うか、適正に終えられない処理を始めた場合、"
            "支払いも含めてその処理全体が取り消され、それによって何も誘発しない。"
            "優先権を持っていたプレイヤーがそのまま優先権を持つ。"
            "戦闘では不正なブロックの指定（509.1）や不正なダメージの割り振り（510.1e）"
            "がこれに当たり、本ライブラリが従う版では732、2026年1月より後の版では733である。"
        ),
        change_en=(
            "The text is unchanged, but new sections before it moved its number: 728 in 2023, "
            "then 729, 730, 731 and 732 (from July 2025, used here), and 733 in editions after "
            "January 2026."
        ),
        change_ja=(
            "文章は変わっていないが、前に節が追加されて番号が移った。2023年版は728で、その後729、"
            "730、731、732（2025年7月から。本ライブラリはこれを使う）、"
            "2026年1月より後の版では733である。"
        ),
        implemented_by=(
            "mtgcombat.rules.RuleSet.illegal_actions_rule",
            _C + "IllegalAssignmentError",
        ),
    ),
    _note(
        "702.2c",
        "Deathtouch and lethal damage",
        "接死と致死ダメージ",
        en_2023=(
            "Any nonzero combat damage from a deathtouch source counts as lethal damage when "
            "judging whether a damage assignment is legal. So one point on a blocker is enough "
            "before moving on to the next creature in the damage assignment order, or before "
            "trample lets damage go past the blockers."
        ),
        en_current=(
            "Any nonzero damage from a deathtouch source counts as lethal when judging whether "
            "damage is excess damage. In combat this matters mostly for trample: one point on "
            "each blocker is enough before the rest may go to the player, planeswalker or battle."
        ),
        ja_2023=(
            "接死を持つ発生源からの0点でない戦闘ダメージは、"
            "割り振りが適正かどうかを判断するときには致死ダメージとして扱う。そのため、"
            "ダメージ割り振り順で次のクリーチャーに進むときも、"
            "トランプルでブロック・クリーチャーの先に割り振るときも、"
            "各ブロック・クリーチャーに1点あれば足りる。"
        ),
        ja_current=(
            "接死を持つ発生源からの0点でないダメージは、"
            "余剰のダメージかどうかを判断するときには致死ダメージとして扱う。"
            "戦闘では主にトランプルで意味を持ち、"
            "各ブロック・クリーチャーに1点ずつ割り振れば残りをプレイヤー、プレインズウォーカー、"
            "バトルに割り振れる。"
        ),
        change_en=(
            "The trample result is the same in both. The wording moved from the legality of an "
            "assignment to excess damage on 2025-11-14; current editions before that date kept "
            "the old wording although no damage assignment order was left to need it."
        ),
        change_ja=(
            "トランプルでの結果はどちらも同じ。2025年11月14日に、"
            "割り振りの適正さについての文言から余剰のダメージについての文言に変わった。"
            "それより前の現行ルールの版では、"
            "ダメージ割り振り順がなくなった後も古い文言のままだった。"
        ),
        implemented_by=(
            _A + "is_legal",
            _A + "legal_assignments",
        ),
    ),
    _note(
        "702.4",
        "Double strike",
        "二段攻撃",
        en=(
            "A creature with double strike deals combat damage in both the first-strike step and "
            "the regular step (510.4). If it loses double strike during the first step, it deals "
            "no damage in the second. A first striker that gains double strike after dealing "
            "first-step damage also deals damage in the second step."
        ),
        ja=(
            "二段攻撃を持つクリーチャーは、"
            "先制攻撃の戦闘ダメージ・ステップと通常の戦闘ダメージ・ステップの両方で戦闘ダメージを"
            "与える（510.4）。最初のステップの間に二段攻撃を失えば、2回目には与えない。"
            "先制攻撃で最初にダメージを与えた後に二段攻撃を得たクリーチャーは、2回目にも与える。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _A + "assigns_in_step",
            _A + "steps",
            _C + "resolve_step",
        ),
    ),
    _note(
        "702.7",
        "First strike",
        "先制攻撃",
        en=(
            "A creature with first strike deals its combat damage in an extra step before the "
            "regular one (510.4). Gaining first strike after first-strike damage has been dealt "
            "does not stop a creature from dealing damage in the regular step. Losing it after "
            "dealing first-strike damage does not let the creature deal damage again, unless it "
            "has double strike."
        ),
        ja=(
            "先制攻撃を持つクリーチャーは、"
            "通常のステップの前に追加される戦闘ダメージ・ステップで戦闘ダメージを与える（510.4）"
            "。先制攻撃のダメージが与えられた後で先制攻撃を得ても、"
            "通常のステップでダメージを与えられる。先制攻撃でダメージを与えた後で失っても、"
            "二段攻撃がなければ再びダメージを与えることはない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _A + "assigns_in_step",
            _A + "steps",
            _C + "resolve_step",
        ),
    ),
    _note(
        "702.9b",
        "Flying",
        "飛行",
        en=(
            "A creature with flying can't be blocked except by creatures with flying or reach. A "
            "creature with flying can block creatures with or without flying."
        ),
        ja=(
            "飛行を持つクリーチャーは、飛行か到達を持つクリーチャーでなければブロックできない。"
            "飛行を持つクリーチャー自身は、飛行の有無にかかわらずブロックできる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "pair_problems",),
    ),
    _note(
        "702.12b",
        "Indestructible",
        "破壊不能",
        en=(
            "An indestructible permanent can't be destroyed, so neither lethal damage (704.5g) "
            "nor deathtouch damage (704.5h) puts it into the graveyard, and its damage stays "
            "marked. A creature with toughness 0 or less still goes to the graveyard (704.5f), "
            "because that is not destruction."
        ),
        ja=(
            "破壊不能を持つパーマネントは破壊されないので、致死ダメージ（704.5g）"
            "でも接死によるダメージ（704.5h）でも墓地に置かれず、負ったダメージはそのまま残る。"
            "タフネスが0以下のクリーチャーは破壊されるわけではないので、"
            "破壊不能でも墓地に置かれる（704.5f）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "702.13b",
        "Intimidate",
        "威嚇",
        en=(
            "A creature with intimidate can't be blocked except by artifact creatures and by "
            "creatures that share a color with it. Like other evasion it is checked only as "
            "blockers are declared."
        ),
        ja=(
            "威嚇を持つクリーチャーは、アーティファクト・クリーチャーか、"
            "それと共通の色を持つクリーチャーでなければブロックできない。他の回避能力と同じく、"
            "ブロック・クリーチャーの指定時にだけ確認される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "pair_problems",),
    ),
    _note(
        "702.14c",
        "Landwalk",
        "土地渡り",
        en=(
            "A creature with landwalk can't be blocked while the defending player controls a land "
            "of the named kind, such as a Swamp for swampwalk. It is an evasion ability, checked "
            "as blockers are declared."
        ),
        ja=(
            "土地渡りを持つクリーチャーは、防御プレイヤーが指定された種類の土地（沼渡りなら沼）"
            "をコントロールしている限りブロックされない。これは回避能力で、"
            "ブロック・クリーチャーの指定時に確認される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "pair_problems",),
    ),
    _note(
        "702.15",
        "Lifelink",
        "絆魂",
        en=(
            "Damage dealt by a source with lifelink also makes its controller gain that much "
            "life, or its owner if it has no controller. Lifelink works from any zone, and "
            "several lifelink sources dealing damage at once cause separate life-gain events, one "
            "per source."
        ),
        ja=(
            "絆魂を持つ発生源がダメージを与えると、そのコントローラー（いなければオーナー）"
            "はその点数のライフも得る。絆魂はどの領域からでも働き、"
            "複数の絆魂を持つ発生源が同時にダメージを与えた場合、"
            "ライフの獲得は発生源ごとに別の事象になる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage",),
    ),
    _note(
        "702.16a",
        "Protection qualities",
        "プロテクションの性質",
        en=(
            "Protection from a quality guards a permanent or player against objects with that "
            "quality. The quality may be a color, all colors, multicolored, monocolored or "
            "colorless; a card type or subtype, such as creatures or Goblins; everything; or a "
            "player, which covers the objects that player controls, while each opponent covers "
            "what the opponents of the protected one's controller control. \"Protection from X "
            'and from Y" is two protection abilities, one per quality.'
        ),
        ja=(
            "ある性質からのプロテクションは、"
            "その性質を持つオブジェクトからパーマネントやプレイヤーを守る。"
            "性質は、色、すべての色、多色、単色、無色、クリーチャーやゴブリンのようなカード・タイプや"
            "サブタイプ、すべてのもの、プレイヤー（そのプレイヤーがコントロールするオブジェクト）、"
            "各対戦相手（守られているもののコントローラーの対戦相手がコントロールするもの）である。"
            "「XとYからのプロテクション」は性質ごとに1つずつ、2つのプロテクションである。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "has_quality",),
    ),
    _note(
        "702.16e",
        "Protection prevents damage",
        "プロテクションによるダメージの軽減",
        en=(
            "Any damage that sources with the stated quality would deal to a permanent or player "
            "with protection is prevented. Damage is still assigned as usual, so a trampler must "
            "still assign lethal damage to a blocker with protection from it (702.19b)."
        ),
        ja=(
            "プロテクションを持つパーマネントやプレイヤーに、"
            "その性質を持つ発生源が与えるダメージはすべて軽減される。割り振りは通常どおりなので、"
            "トランプルを持つクリーチャーも、"
            "それに対するプロテクションを持つブロック・クリーチャーに致死ダメージを"
            "割り振らなければならない（702.19b）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _D + "deal_combat_damage",
            _B + "has_quality",
        ),
    ),
    _note(
        "702.16f",
        "Protection and blocking",
        "プロテクションとブロック",
        en=(
            "An attacking creature with protection can't be blocked by creatures that have the "
            "stated quality. Like other evasion it is checked only as blockers are declared."
        ),
        ja=(
            "プロテクションを持つ攻撃クリーチャーは、"
            "その性質を持つクリーチャーにはブロックされない。他の回避能力と同じく、"
            "ブロック・クリーチャーの指定時にだけ確認される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _B + "pair_problems",
            _B + "has_quality",
        ),
    ),
    _note(
        "702.19b",
        "Trample",
        "トランプル",
        en_2023=(
            "A blocked attacker with trample must assign lethal damage to all of its blockers "
            "before it may assign the rest to the player, planeswalker or battle it attacks; the "
            "excess may then be split as its controller likes. Lethal damage counts marked damage "
            "and other creatures' assignments in the same step, ignores prevention such as "
            "protection, and is one point from a deathtouch source. Among the blockers it also "
            "follows its damage assignment order."
        ),
        en_current=(
            "A blocked attacker with trample must assign lethal damage to all of its blockers "
            "before it may assign the rest to the player, planeswalker or battle it attacks; the "
            "excess may then be split as its controller likes. Lethal damage counts marked damage "
            "and other creatures' assignments in the same step, ignores prevention such as "
            "protection, and is one point from a deathtouch source. Among the blockers themselves "
            "the damage is divided freely."
        ),
        ja_2023=(
            "トランプルを持つブロックされている攻撃クリーチャーは、"
            "すべてのブロック・クリーチャーに致死ダメージを割り振ってからでないと、"
            "残りを攻撃先のプレイヤー、プレインズウォーカー、バトルに割り振れない。"
            "致死ダメージには負っているダメージと同じステップの他のクリーチャーの割り振りを含め、"
            "プロテクションなどの軽減は考慮せず、接死を持つなら1点で足りる。"
            "ブロック・クリーチャーの間ではダメージ割り振り順にも従う。"
        ),
        ja_current=(
            "トランプルを持つブロックされている攻撃クリーチャーは、"
            "すべてのブロック・クリーチャーに致死ダメージを割り振ってからでないと、"
            "残りを攻撃先のプレイヤー、プレインズウォーカー、バトルに割り振れない。"
            "致死ダメージには負っているダメージと同じステップの他のクリーチャーの割り振りを含め、"
            "プロテクションなどの軽減は考慮せず、接死を持つなら1点で足りる。"
            "ブロック・クリーチャーの間の配分は自由である。"
        ),
        change_en=(
            "The trample rule reads the same in both. Since Foundations it is the only rule left "
            "that makes an attacker assign lethal damage to its blockers."
        ),
        change_ja=(
            "トランプルのルールの文章は同じ。ファウンデーションズ以降、"
            "ブロック・クリーチャーへの致死ダメージを求めるルールはこれだけになった。"
        ),
        implemented_by=(
            _A + "damage_plan",
            _A + "is_legal",
            _A + "legal_assignments",
        ),
    ),
    _note(
        "702.19c",
        "Trample over planeswalkers",
        "プレインズウォーカーを越えるトランプル",
        en=(
            "A creature with trample over planeswalkers that attacks a planeswalker may assign "
            "damage to that planeswalker's controller once every blocker is assigned lethal "
            "damage and the planeswalker is assigned damage at least equal to its loyalty. Other "
            "attackers' assignments count toward that, and effects that would change the damage "
            "actually dealt are ignored."
        ),
        ja=(
            "プレインズウォーカーを越えるトランプルを持ち、"
            "プレインズウォーカーを攻撃しているクリーチャーは、"
            "すべてのブロック・クリーチャーに致死ダメージを割り振り、"
            "そのプレインズウォーカーにも忠誠度以上のダメージを割り振った後でなら、"
            "そのコントローラーにダメージを割り振れる。他の攻撃クリーチャーの割り振りも数え、"
            "実際のダメージを変える効果は考慮しない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _A + "damage_plan",
            _A + "is_legal",
        ),
    ),
    _note(
        "702.19d",
        "Trample with no blockers left",
        "ブロック・クリーチャーが残っていないトランプル",
        en=(
            "If a creature with trample is blocked but none of its blockers are left when damage "
            "is assigned, it assigns all of its damage to the player, planeswalker or battle it "
            "attacks. Without trample such a creature assigns no combat damage (510.1c)."
        ),
        ja=(
            "トランプルを持つクリーチャーがブロックされたが、"
            "割り振りの時点でブロック・クリーチャーが残っていない場合、"
            "すべてのダメージを攻撃先のプレイヤー、プレインズウォーカー、バトルに割り振る。"
            "トランプルがなければ、そのクリーチャーは戦闘ダメージを割り振らない（510.1c）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _A + "damage_plan",
            _C + "resolve_step",
        ),
    ),
    _note(
        "702.19e",
        "Trample over planeswalkers after the planeswalker leaves",
        "攻撃先のプレインズウォーカーがいなくなったときの越えるトランプル",
        en=(
            "If the planeswalker that a creature with trample over planeswalkers was attacking "
            "has been removed from combat, the creature may assign its damage to that "
            "planeswalker's controller, the defending player. This is an exception to 506.4c, and "
            "it does not make the creature attack that player."
        ),
        ja=(
            "プレインズウォーカーを越えるトランプルを持つクリーチャーの攻撃先の"
            "プレインズウォーカーが戦闘から取り除かれた場合、"
            "そのクリーチャーは防御プレイヤーであるそのコントローラーにダメージを割り振れる。"
            "これは506.4cの例外であり、そのプレイヤーを攻撃していることにはならない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_A + "damage_plan",),
    ),
    _note(
        "702.19f",
        "Plain trample against a planeswalker",
        "プレインズウォーカーを攻撃している通常のトランプル",
        en=(
            "A creature that attacks a planeswalker and lacks trample over planeswalkers never "
            "assigns combat damage to the defending player: not when its damage is more than the "
            "planeswalker's loyalty, and not when the planeswalker has left combat. Plain trample "
            "lets its excess go to the planeswalker only."
        ),
        ja=(
            "プレインズウォーカーを攻撃していて、プレインズウォーカーを越えるトランプルを持たない"
            "クリーチャーは、防御プレイヤーには戦闘ダメージを割り振れない。ダメージがそのプレインズ"
            "ウォーカーの忠誠度を超える場合も、そのプレインズウォーカーが戦闘から取り除かれた場合も"
            "同じである。通常のトランプルで超過分を割り振れるのはそのプレインズウォーカーだけである。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_A + "damage_plan",),
    ),
    _note(
        "702.22j",
        "Blocked by a creature with banding",
        "バンドを持つクリーチャーにブロックされた場合",
        en_2023=(
            'If an attacker is blocked by a creature with banding (or by a qualifying "bands '
            'with other" pair), the defending player, not the active player, divides that '
            "attacker's combat damage among its blockers, as they choose. Because this is an "
            "exception to 510.1c, our reading is that the damage assignment order and its lethal "
            "damage condition do not bind them. Trample still lets them send the excess on once "
            "every blocker is assigned lethal damage (702.19b)."
        ),
        en_current=(
            'If an attacker is blocked by a creature with banding (or by a qualifying "bands '
            'with other" pair), the defending player, not the active player, divides that '
            "attacker's combat damage among its blockers, as they choose. This is an exception to "
            "510.1c; trample still lets them send the excess on once every blocker is assigned "
            "lethal damage (702.19b)."
        ),
        ja_2023=(
            "攻撃クリーチャーがバンドを持つクリーチャー（または条件を満たす「他の～とのバンド」"
            "の組）にブロックされた場合、"
            "その攻撃クリーチャーの戦闘ダメージをブロック・クリーチャーに割り振るのは"
            "アクティブ・プレイヤーではなく防御プレイヤーで、好きなように分けられる。"
            "510.1cの例外なので、"
            "ダメージ割り振り順と致死ダメージの条件には縛られないと本ライブラリは解釈している。"
            "トランプルがあれば、すべてのブロック・クリーチャーに致死ダメージを割り振った後の"
            "超過分を先へ割り振ることもできる（702.19b）。"
        ),
        ja_current=(
            "攻撃クリーチャーがバンドを持つクリーチャー（または条件を満たす「他の～とのバンド」"
            "の組）にブロックされた場合、"
            "その攻撃クリーチャーの戦闘ダメージをブロック・クリーチャーに割り振るのは"
            "アクティブ・プレイヤーではなく防御プレイヤーで、好きなように分けられる。"
            "これは510.1cの例外である。トランプルがあれば、すべてのブロック・クリーチャーに"
            "致死ダメージを割り振った後の超過分を先へ割り振ることもできる（702.19b）。"
        ),
        change_en=(
            "The text is the same in both. Now that 510.1c divides damage freely anyway, the "
            "practical difference is only who decides the division."
        ),
        change_ja=(
            "文章はどちらも同じ。現在は510.1c自体が自由な割り振りなので、"
            "実質的な違いは誰が割り振りを決めるかだけである。"
        ),
        implemented_by=(_A + "damage_plan",),
    ),
    _note(
        "702.22k",
        "Blocking a creature with banding",
        "バンドを持つクリーチャーをブロックした場合",
        en_2023=(
            'If a blocking creature blocks an attacker with banding (or a qualifying "bands with '
            "other\" pair), the active player, not the defending player, divides that blocker's "
            "combat damage among the attackers it blocks, as they choose. Because this is an "
            "exception to 510.1d, our reading is that the defending player's damage assignment "
            "order does not bind it."
        ),
        en_current=(
            'If a blocking creature blocks an attacker with banding (or a qualifying "bands with '
            "other\" pair), the active player, not the defending player, divides that blocker's "
            "combat damage among the attackers it blocks, as they choose. This is an exception to "
            "510.1d."
        ),
        ja_2023=(
            "ブロック・クリーチャーがバンドを持つ攻撃クリーチャー（または条件を満たす「他の～との"
            "バンド」の組）をブロックした場合、"
            "そのブロック・クリーチャーの戦闘ダメージを割り振るのは防御プレイヤーでは"
            "なくアクティブ・プレイヤーで、好きなように分けられる。510.1dの例外なので、"
            "防御プレイヤーのダメージ割り振り順には縛られないと本ライブラリは解釈している。"
        ),
        ja_current=(
            "ブロック・クリーチャーがバンドを持つ攻撃クリーチャー（または条件を満たす「他の～との"
            "バンド」の組）をブロックした場合、"
            "そのブロック・クリーチャーの戦闘ダメージを割り振るのは防御プレイヤーでは"
            "なくアクティブ・プレイヤーで、好きなように分けられる。これは510.1dの例外である。"
        ),
        change_en=(
            "The text is the same in both. With 510.1d now a free division, the practical "
            "difference is only who decides."
        ),
        change_ja=(
            "文章はどちらも同じ。現在は510.1d自体が自由な割り振りなので、"
            "実質的な違いは誰が決めるかだけである。"
        ),
        implemented_by=(_A + "damage_plan",),
    ),
    _note(
        "702.28b",
        "Shadow",
        "シャドー",
        en=(
            "A creature with shadow can be blocked only by creatures with shadow, and a creature "
            "with shadow can block only creatures with shadow. It is checked as blockers are "
            "declared."
        ),
        ja=(
            "シャドーを持つクリーチャーはシャドーを持つクリーチャーにしかブロックされず、"
            "シャドーを持つクリーチャーはシャドーを持つクリーチャーしかブロックできない。"
            "これはブロック・クリーチャーの指定時に確認される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "pair_problems",),
    ),
    _note(
        "702.31b",
        "Horsemanship",
        "馬術",
        en=(
            "A creature with horsemanship can't be blocked by creatures without horsemanship. A "
            "creature with horsemanship may still block creatures with or without it."
        ),
        ja=(
            "馬術を持つクリーチャーは、馬術を持たないクリーチャーにはブロックされない。"
            "馬術を持つクリーチャー自身は、馬術の有無にかかわらずブロックできる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "pair_problems",),
    ),
    _note(
        "702.36b",
        "Fear",
        "畏怖",
        en=(
            "A creature with fear can't be blocked except by artifact creatures and black "
            "creatures. Like other evasion it is checked only as blockers are declared."
        ),
        ja=(
            "畏怖を持つクリーチャーは、"
            "アーティファクト・クリーチャーか黒のクリーチャーでなければブロックできない。"
            "他の回避能力と同じく、ブロック・クリーチャーの指定時にだけ確認される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "pair_problems",),
    ),
    _note(
        "702.80",
        "Wither",
        "萎縮",
        en=(
            "Damage that a source with wither deals to a creature is not marked on it; instead "
            "the source's controller puts that many -1/-1 counters on the creature (120.3d). "
            "Unlike marked damage, the counters stay after the cleanup step, and they lower the "
            "creature's toughness, so it is put into the graveyard once its toughness is 0 or "
            "less (704.5f), which indestructible does not stop. Last known information decides "
            "whether a source that has left the battlefield had wither, and wither works from "
            "any zone."
        ),
        ja=(
            "萎縮を持つ発生源がクリーチャーにダメージを与えても、クリーチャーはそのダメージを"
            "負わず、代わりに発生源のコントローラーがその数の-1/-1カウンターをそのクリーチャーに置く"
            "（120.3d）。負ったダメージと違ってカウンターはクリンナップ・ステップの後も残り、"
            "タフネスを下げるので、タフネスが0以下になったクリーチャーは墓地に置かれる（704.5f）"
            "が、これは破壊ではないので破壊不能でも防げない。"
            "発生源が戦場を離れていれば萎縮を持っていたかどうかは最後の情報で判断し、"
            "萎縮はどの領域からでも働く。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage",),
    ),
    _note(
        "702.90",
        "Infect",
        "感染",
        en=(
            "Damage from a source with infect makes a player get that many poison counters "
            "instead of losing life (120.3b). Damage it deals to a creature is not marked; that "
            "many -1/-1 counters are put on the creature instead, as with wither (120.3d). A "
            "player with ten or more poison counters loses the game as a state-based action "
            "(704.5c). As with wither, last known information decides whether a source had "
            "infect, and infect works from any zone."
        ),
        ja=(
            "感染を持つ発生源からダメージを受けたプレイヤーは、"
            "ライフを失う代わりにその点数の毒カウンターを得る（120.3b）。"
            "クリーチャーへのダメージなら、そのクリーチャーはダメージを負わず、"
            "萎縮と同じく代わりにその数の-1/-1カウンターが置かれる（120.3d）。"
            "毒カウンターが10個以上あるプレイヤーは、状況起因処理によってゲームに敗北する"
            "（704.5c）。萎縮と同じく、感染を持っていたかどうかは必要なら最後の情報で判断し、"
            "感染はどの領域からでも働く。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _D + "deal_combat_damage",
            _S + "check_state_based_actions",
        ),
    ),
    _note(
        "702.111b",
        "Menace",
        "威迫",
        en=(
            "A creature with menace can't be blocked except by two or more creatures. A "
            "declaration that blocks it with exactly one creature is illegal."
        ),
        ja=(
            "威迫を持つクリーチャーは、2体以上のクリーチャーでなければブロックできない。"
            "1体だけでブロックする指定は不正である。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            _B + "min_blockers",
            _B + "restriction_violations",
        ),
    ),
    _note(
        "702.118b",
        "Skulk",
        "潜伏",
        en=(
            "A creature with skulk can't be blocked by creatures with greater power. The powers "
            "are compared as blockers are declared."
        ),
        ja=(
            "潜伏を持つクリーチャーは、それよりパワーの大きいクリーチャーにはブロックされない。"
            "パワーはブロック・クリーチャーの指定時に比べる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_B + "pair_problems",),
    ),
    _note(
        "704.5a",
        "A player at 0 or less life loses",
        "ライフが0以下のプレイヤーは敗北する",
        en=(
            "A player with 0 or less life loses the game when state-based actions are next "
            "performed. The check looks at the life total at that moment, after all of a step's "
            "combat damage and lifelink have happened together."
        ),
        ja=(
            "ライフが0以下のプレイヤーは、次に状況起因処理が行われるときにゲームに敗北する。"
            "確認するのはその時点のライフで、"
            "ステップの戦闘ダメージと絆魂がすべて同時に処理された後の値である。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5c",
        "Ten poison counters",
        "毒カウンター10個",
        en=(
            "A player with ten or more poison counters loses the game as a state-based action. "
            "Combat damage from a source with infect, and toxic, give poison counters (120.3b, "
            "120.3g); in Two-Headed Giant a team loses at fifteen instead (704.6b)."
        ),
        ja=(
            "毒カウンターが10個以上あるプレイヤーは、状況起因処理によってゲームに敗北する。"
            "感染を持つ発生源からのダメージや毒性によって毒カウンターが置かれる（120.3b、120.3g）"
            "。双頭巨人戦ではチームが15個で敗北する（704.6b）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5f",
        "Toughness 0 or less",
        "タフネスが0以下",
        en=(
            "A creature with toughness 0 or less is put into its owner's graveyard as a "
            "state-based action. That is not destruction, so neither indestructible nor "
            "regeneration saves it; -1/-1 counters from wither or infect damage can cause it."
        ),
        ja=(
            "タフネスが0以下のクリーチャーは、状況起因処理によってオーナーの墓地に置かれる。"
            "これは破壊ではないので、破壊不能でも再生でも防げない。"
            "萎縮や感染のダメージによる-1/-1カウンターがこれを引き起こすことがある。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5g",
        "Lethal damage destroys a creature",
        "致死ダメージによる破壊",
        en=(
            "A creature with toughness greater than 0 and damage marked on it at least equal to "
            "its toughness has been dealt lethal damage and is destroyed as a state-based action. "
            "A regeneration shield can replace the destruction, and indestructible stops it."
        ),
        ja=(
            "タフネスが0より大きく、"
            "負っているダメージがタフネス以上のクリーチャーは致死ダメージを負っており、"
            "状況起因処理によって破壊される。再生の盾はこの破壊を置き換えることができ、"
            "破壊不能を持つなら破壊されない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5h",
        "Deathtouch damage destroys a creature",
        "接死のダメージによる破壊",
        en=(
            "A creature with toughness greater than 0 that has been dealt damage by a deathtouch "
            "source since the last check is destroyed as a state-based action, however little the "
            "damage was. Regeneration and indestructible work against it as they do for 704.5g."
        ),
        ja=(
            "タフネスが0より大きく、"
            "前回の確認以降に接死を持つ発生源からダメージを受けたクリーチャーは、"
            "ダメージの量にかかわらず状況起因処理によって破壊される。"
            "再生と破壊不能は704.5gのときと同じように働く。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5i",
        "A planeswalker with no loyalty",
        "忠誠度0のプレインズウォーカー",
        en=(
            "A planeswalker with 0 loyalty is put into its owner's graveyard as a state-based "
            "action. Combat damage to a planeswalker removes that many loyalty counters from it "
            "(120.3c)."
        ),
        ja=(
            "忠誠度が0のプレインズウォーカーは、状況起因処理によってオーナーの墓地に置かれる。"
            "プレインズウォーカーへの戦闘ダメージは、その点数の忠誠カウンターを取り除く（120.3c）"
            "。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5m",
        "An Aura attached to nothing",
        "何にもつけられていないオーラ",
        en=(
            "An Aura attached to an illegal object, or to nothing, is put into its owner's "
            "graveyard as a state-based action. When the creature an Aura enchants dies in the "
            "first-strike step, the Aura follows it in the same check, and abilities that count "
            "Auras or cards in a graveyard see the change in the regular step. An Equipment in "
            "that case only becomes unattached (704.5n)."
        ),
        ja=(
            "不正なオブジェクトにつけられている、または何にもつけられていないオーラは、"
            "状況起因処理によってオーナーの墓地に置かれる。"
            "エンチャントしているクリーチャーが先制攻撃ダメージ・ステップで死亡すると、"
            "オーラも同じ確認で墓地に置かれ、オーラや墓地のカードを数える能力は通常の戦闘ダメージ・ステップでその変化を見る。"
            "装備品の場合ははずれるだけである（704.5n）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5q",
        "+1/+1 and -1/-1 counters cancel",
        "+1/+1カウンターと-1/-1カウンターの相殺",
        en=(
            "If a permanent has both +1/+1 and -1/-1 counters on it, as many of each are removed "
            "as the smaller of the two counts, as a state-based action. This is how -1/-1 "
            "counters from wither or infect damage cancel out +1/+1 counters."
        ),
        ja=(
            "+1/+1カウンターと-1/-1カウンターの両方が置かれているパーマネントからは、"
            "状況起因処理によって少ない方の数だけ両方のカウンターが取り除かれる。"
            "萎縮や感染のダメージによる-1/-1カウンターは、こうして+1/+1カウンターと相殺される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    _note(
        "704.5v",
        "A battle with no defense",
        "守備値0のバトル",
        en=(
            "A battle with defense 0 is put into its owner's graveyard as a state-based action, "
            "unless it is the source of an ability that has triggered and not yet left the stack. "
            "Combat damage to a battle removes that many defense counters from it (120.3h)."
        ),
        ja=(
            "守備値が0のバトルは、状況起因処理によってオーナーの墓地に置かれる。ただし、"
            "誘発してまだスタックを離れていない能力の発生源である間は置かれない。"
            "バトルへの戦闘ダメージは、その点数の守備カウンターを取り除く（120.3h）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions",),
    ),
    # -- Effects of one permanent on others, players' effects, and the keyword
    # -- triggers of the declare blockers step (issue 12). RULE_NOTES sorts.
    _note(
        "104.3",
        "Ways to lose the game",
        "ゲームに敗北する方法",
        en=(
            "A player loses the game by conceding, by having 0 or less life or ten or more poison "
            "counters (state-based actions 704.5a and 704.5c), and in a few other ways. An effect "
            "saying that a player can't lose the game overrides those checks, since card text "
            "takes precedence over the rules (101.1): the player stays in the game at 0 or less "
            "life. The library reports that once per check instead of a loss."
        ),
        ja=(
            "プレイヤーは投了したとき、ライフが0以下か毒カウンターが10個以上になったとき"
            "（状況起因処理、704.5aと704.5c）などにゲームに敗北する。"
            "プレイヤーがゲームに敗北しないとする効果は、カードの文章がルールに優先するので"
            "（101.1）これらの確認に勝ち、そのプレイヤーはライフが0以下でもゲームに残る。"
            "このライブラリは敗北の代わりに、そのことを確認ごとに一度報告する。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "check_state_based_actions", _M + "Player"),
    ),
    _note(
        "611.3a",
        "Static abilities apply continuously",
        "常在型能力の効果は継続的に適用される",
        en=(
            "The effect of a static ability is not locked in: at every moment it applies to "
            "whatever its text describes at that moment, and only while its source is on the "
            "battlefield. When a lord leaves the battlefield its +1/+1 ends at once, so an Elf "
            "that survived only thanks to it can die in the same round of state-based actions "
            "(704.3). The library recomputes every effect after each round and reports what "
            "started or stopped applying."
        ),
        ja=(
            "常在型能力の効果は固定されず、各時点でその文章が示すものに適用され、"
            "発生源が戦場にある間だけ働く。ロードが戦場を離れるとその+1/+1の修整はただちに終わるので、"
            "それによって生き残っていたエルフは同じ状況起因処理の確認の中で死亡しうる（704.3）。"
            "このライブラリは状況起因処理の各回の後にすべての効果を計算し直し、"
            "適用され始めたものと終わったものを報告する。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.effects.apply_static_effects", _S + "check_state_based_actions"),
    ),
    _note(
        "119",
        "Life",
        "ライフ",
        en=(
            "Each player starts with a life total, and an effect that makes a player gain or lose "
            "life changes that total by the amount (119.3). Losing life is not damage, so "
            "prevention and protection don't stop it, while an effect saying a player can't gain "
            "life makes a gain do nothing (119.7). The triggered abilities of the declare "
            "blockers step that give or take life resolve before combat damage, and a player at "
            "0 or less life loses as a state-based action (704.5a)."
        ),
        ja=(
            "各プレイヤーはライフの総量を持ち、ライフを得るか失わせる効果はその値だけ総量を変える"
            "（119.3）。ライフの喪失はダメージではないので軽減やプロテクションでは止まらず、"
            "ライフを得られないとする効果があればライフの獲得は何も起こさない（119.7）。"
            "ブロック・クリーチャー指定ステップの誘発型能力によるライフの増減は戦闘ダメージの前に"
            "解決され、ライフが0以下のプレイヤーは状況起因処理で敗北する（704.5a）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "122.1",
        "Counters",
        "カウンター",
        en=(
            "A counter is a marker on an object or a player. A +1/+1 or -1/-1 counter changes a "
            "creature's power and toughness (layer 7c), the two cancel out as a state-based "
            "action (704.5q), and a permanent that can't have counters gets none. Poison counters "
            "go on players, and one with ten or more loses the game (704.5c)."
        ),
        ja=(
            "カウンターはオブジェクトやプレイヤーに置かれる目印である。"
            "+1/+1カウンターや-1/-1カウンターはクリーチャーのパワーとタフネスを変え（第7c種）、"
            "両方があれば状況起因処理で相殺され（704.5q）、カウンターを置かれないパーマネントには"
            "置かれない。毒カウンターはプレイヤーに置かれ、10個以上のプレイヤーはゲームに敗北する"
            "（704.5c）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "121.1",
        "Drawing a card",
        "カードを引くこと",
        en=(
            "A player draws a card by putting the top card of their library into their hand. "
            "mtgcombat does not model libraries or hands: a draw an ability makes is recorded "
            'as an event and changes nothing on the board, but "If you do" can hang on it, '
            '("you may draw a card. If you do, ~ assigns no combat damage this turn").'
        ),
        ja=(
            "プレイヤーはライブラリーの一番上のカードを手札に加えることでカードを引く。"
            "mtgcombatはライブラリーと手札をモデル化しない。能力によるドローはイベントとして"
            "記録されるだけで盤面は変わらないが、「そうしたなら」はそれを条件にできる"
            "（「あなたはカードを1枚引いてもよい。そうしたなら、このターン、~は戦闘ダメージを"
            "割り振らない」）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "603.3d",
        "Choosing targets for a triggered ability",
        "誘発型能力の対象の選択",
        en=(
            "As a triggered ability goes on the stack, its controller chooses its targets, as for "
            "a spell (601.2c). A target must fit the ability's wording (\"target attacking "
            'creature") and be targetable: not with shroud, not with hexproof against an '
            "opponent's ability, not with protection from a quality the source has. If no legal "
            "target exists, the ability is removed from the stack and does nothing. In a "
            "scenario the targets are a permanent's choices.targets, one per targeted ability "
            "in the order the abilities resolve; a missing or illegal target is an input error."
        ),
        ja=(
            "誘発型能力がスタックに置かれるとき、そのコントローラーは呪文と同様に対象を選ぶ"
            "（601.2c）。対象は能力の文言（「攻撃クリーチャー1体を対象とする」）に合い、"
            "被覆、対戦相手の能力に対する呪禁、発生源の特性からのプロテクションを持たないもので"
            "なければならず、適正な対象がなければその能力はスタックから取り除かれる。"
            "シナリオでは対象はパーマネントのchoices.targetsで、対象をとる能力1つにつき1つ、"
            "能力が解決される順に並べ、不足や不適正な対象は入力エラーである。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "603.5",
        'Optional triggered abilities ("you may")',
        "任意の誘発型能力（「してもよい」）",
        en=(
            'An ability whose effect says "you may" goes on the stack when it triggers whatever '
            "its controller intends; the choice is made as it resolves. mtgcombat takes the "
            "option unless the permanent's choices.may is false, and records the choice as an "
            'event. "If you do" effects follow only when the option was taken and done.'
        ),
        ja=(
            "効果に「してもよい」とある能力は、コントローラーの意図にかかわらず誘発時にスタックに"
            "置かれ、選択は解決時に行う。mtgcombatは、パーマネントのchoices.mayがfalseでない限り"
            "それを行うものとし、選択をイベントとして記録する。「そうしたなら」の効果は、"
            "それを行ったときにだけ続く。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "608.2b",
        "Illegal targets on resolution",
        "解決時の不適正な対象",
        en=(
            "As a spell or ability resolves, its targets are checked again. If every target has "
            "become illegal (it left the battlefield, or gained protection from the source), the "
            "ability doesn't resolve and none of its effects happen."
        ),
        ja=(
            "呪文や能力が解決されるとき、対象がもう一度確認される。すべての対象が不適正になって"
            "いれば（戦場を離れた、発生源からのプロテクションを得たなど）、その能力は解決されず、"
            "効果は何も起こらない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "701.17",
        "Sacrifice",
        "生け贄に捧げる",
        en_2023=(
            "To sacrifice a permanent, its controller moves it from the battlefield to its "
            "owner's graveyard. It is not destruction: indestructible and regeneration don't "
            "stop it. A sacrificed attacker or blocker leaves combat (506.4)."
        ),
        en_current=(
            "To sacrifice a permanent, its controller moves it from the battlefield to its "
            "owner's graveyard. It is not destruction: indestructible and regeneration don't "
            "stop it. A sacrificed attacker or blocker leaves combat (506.4). This rule is "
            "701.21 since 2025-06-06."
        ),
        ja_2023=(
            "パーマネントを生け贄に捧げるとは、そのコントローラーがそれを戦場からオーナーの墓地に"
            "移すことである。破壊ではないので、破壊不能や再生では止まらない。"
            "生け贄に捧げられた攻撃クリーチャーやブロック・クリーチャーは戦闘から離れる（506.4）。"
        ),
        ja_current=(
            "パーマネントを生け贄に捧げるとは、そのコントローラーがそれを戦場からオーナーの墓地に"
            "移すことである。破壊ではないので、破壊不能や再生では止まらない。"
            "生け贄に捧げられた攻撃クリーチャーやブロック・クリーチャーは戦闘から離れる（506.4）。"
            "2025年6月6日以降、このルールは701.21である。"
        ),
        change_en="Same content; renumbered from 701.17 to 701.21 on 2025-06-06.",
        change_ja="内容は同じで、2025年6月6日に701.17から701.21に番号が変わった。",
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "603.2",
        "When a triggered ability triggers",
        "誘発型能力が誘発するとき",
        en=(
            "A triggered ability triggers each time its trigger event happens, and once for each "
            "time. For the declare blockers step those events and how often they fire are listed "
            'in 509.5a-g (2023) and 509.3a-g (current): "blocks" once per combat, "becomes '
            'blocked by a creature" once per blocker, "attacks and isn\'t blocked" only when '
            "no blocker was declared. The abilities go on the stack in APNAP order (603.3b), "
            "resolve before combat damage, and state-based actions are checked after each."
        ),
        en_current=(
            "A triggered ability triggers each time its trigger event happens, and once for each "
            "time. For the declare blockers step those events and how often they fire are listed "
            'in 509.3a-g (509.5a-g in the 2023 rules): "blocks" once per combat, "becomes '
            'blocked by a creature" once per blocker, "attacks and isn\'t blocked" only when '
            "no blocker was declared. The abilities go on the stack in APNAP order (603.3b), "
            "resolve before combat damage, and state-based actions are checked after each."
        ),
        ja=(
            "誘発型能力は誘発イベントが起こるたびに、その回数だけ誘発する。"
            "ブロック・クリーチャー指定ステップでのイベントとその回数は509.5a-g（2023年版）に"
            "あり、「ブロックしたとき」は戦闘ごとに1回、「クリーチャーによってブロックされたとき」は"
            "ブロック・クリーチャー1体ごと、「攻撃してブロックされなかったとき」はブロック・"
            "クリーチャーが指定されなかったときだけ誘発する。"
            "これらはAPNAP順にスタックに置かれ（603.3b）、戦闘ダメージの前に解決され、"
            "それぞれの後に状況起因処理が行われる。"
        ),
        ja_current=(
            "誘発型能力は誘発イベントが起こるたびに、その回数だけ誘発する。"
            "ブロック・クリーチャー指定ステップでのイベントとその回数は509.3a-g（2023年版では"
            "509.5a-g）にあり、「ブロックしたとき」は戦闘ごとに1回、「クリーチャーによってブロック"
            "されたとき」はブロック・クリーチャー1体ごと、「攻撃してブロックされなかったとき」は"
            "ブロック・クリーチャーが指定されなかったときだけ誘発する。"
            "これらはAPNAP順にスタックに置かれ（603.3b）、戦闘ダメージの前に解決され、"
            "それぞれの後に状況起因処理が行われる。"
        ),
        change_en="Only the numbers of the trigger conditions moved: 509.5a-g became 509.3a-g.",
        change_ja="誘発条件の番号だけが変わり、509.5a-gが509.3a-gになった。",
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers", _E + "block_events"),
    ),
    _note(
        "613",
        "Layers of continuous effects",
        "継続的効果の種類別",
        en=(
            "Continuous effects apply in layers: copy, control, text, type and color, then "
            "abilities added or removed (layer 6), then power and toughness (layer 7). Layer 7 "
            "has sublayers: 7a characteristic-defining abilities, 7b effects that set power or "
            "toughness, 7c effects and counters that raise or lower them (a lord's +1/+1, a "
            "+1/+1 counter, bushido's bonus), 7d switching them. Within a layer effects apply in "
            "timestamp order unless one depends on another (613.7, 613.8), and an effect that "
            "works in several layers keeps the objects it chose in the first one (613.6). Here "
            "granted keywords are layer 6 and +N/+N is 7c, in board order; restrictions and "
            "Doran's way of assigning damage change no characteristic and read the result."
        ),
        ja=(
            "継続的効果は種類別に適用される。コピー、コントロール、文章、タイプ、色の後に、"
            "能力の追加や除去（第6種）、最後にパワーとタフネス（第7種）が来て、"
            "第7種は特性定義能力（7a）、値を定める効果（7b）、ロードの+1/+1や+1/+1カウンターや"
            "武士道の修整のような増減（7c）、入れ替え（7d）に分かれる。"
            "同じ種類の中ではタイムスタンプ順に適用し（613.7、依存関係は613.8）、"
            "複数の種類にまたがる効果は最初の種類で決めた対象のまま適用される（613.6）。"
            "ここでは与えられたキーワード能力を第6種、+N/+Nを7cとして盤面の順に適用し、"
            "ブロックの制限やドランのダメージの割り振り方は特性を変えないので、その結果を読む。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.effects.apply_static_effects",),
    ),
    _note(
        "613.4b",
        "Effects that set power and toughness",
        "パワーとタフネスを定める効果",
        en=(
            "Layer 7b applies effects that set power or toughness to a number, after the "
            "characteristic-defining abilities of 7a and before the +N/+N and counters of 7c. A "
            'setting that applies only under a condition ("as long as ~ is attacking, its power '
            'and toughness are each equal to the number of Forests defending player controls") '
            "is no characteristic-defining ability (604.3a): it is such a 7b effect, and while the "
            "condition fails the printed value counts."
        ),
        ja=(
            "第7種bは、パワーやタフネスをある数に定める効果を、第7種aの特性定義能力のあと、"
            "第7種cの修整やカウンターより前に適用する。"
            "条件付きで定めるもの（「～が攻撃している限り、そのパワーとタフネスはそれぞれ、"
            "防御プレイヤーがコントロールする森の数に等しい」）は特性定義能力ではなく（604.3a）、"
            "この第7種bの効果であり、条件を満たさない間は印刷された値が使われる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.effects.apply_static_effects",),
    ),
    _note(
        "604.3",
        "Characteristic-defining abilities",
        "特性定義能力",
        en=(
            "A characteristic-defining ability gives an object's power or toughness (or other "
            "characteristics) instead of a printed number: \"~'s power and toughness are each "
            'equal to the number of creature cards in all graveyards". It works in every zone '
            "and applies in layer 7a (613.4a). mtgcombat reads the count from the board and the "
            "players: permanents, cards in hands, the cards of graveyards by their types "
            "(a player's `graveyard` list), card types among them, life totals and players' "
            "counters, and recounts whenever the effects are recomputed."
        ),
        ja=(
            "特性定義能力は、印刷された数の代わりにオブジェクトのパワーやタフネス（や他の特性）を定める"
            "（「～のパワーとタフネスはそれぞれ、"
            "すべての墓地にあるクリーチャー・カードの総数に等しい」）。"
            "すべての領域で機能し、第7種aで適用される（613.4a）。"
            "mtgcombat はその数を戦場とプレイヤーから読む："
            "パーマネント、手札の枚数、墓地のカードのタイプ（プレイヤーの `graveyard` の一覧）、"
            "その中のカード・タイプ、ライフ総量、プレイヤーのカウンター。効果を計算し直すたびに数え直す。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.effects.apply_static_effects", "mtgcombat.selectors.count"),
    ),
    _note(
        "207.2c",
        "Ability words",
        "能力語",
        en=(
            "An ability word (delirium, domain, threshold, metalcraft...) only labels a group of "
            'abilities and has no rules meaning: "Delirium — ~ gets +1/+0 as long as there '
            'are four or more card types among cards in your graveyard" means its sentence. '
            "mtgcombat drops the word and reads the rest."
        ),
        ja=(
            "能力語（昂揚、版図、スレッショルド、金属術など）は能力のまとまりに付けた名前にすぎず、"
            "ルール上の意味を持たない。"
            "「昂揚 ― あなたの墓地にあるカードのカード・タイプが4種類以上である限り、"
            "～は+1/+0の修整を受ける」の意味はその文そのものである。"
            "mtgcombat は能力語を除いて残りを読む。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.text.parse_sentence",),
    ),
    _note(
        "205.2a",
        "Card types",
        "カード・タイプ",
        en=(
            "The card types are artifact, battle, creature, enchantment, instant, kindred, land, "
            'planeswalker and sorcery. An artifact creature card has two. Delirium and "the '
            'number of card types among cards in all graveyards" count each type once, however '
            "many cards have it; a graveyard's cards are given by their type lines in the "
            'scenario (`graveyard = ["artifact creature — golem", ...]`).'
        ),
        ja=(
            "カード・タイプは、アーティファクト、バトル、クリーチャー、エンチャント、インスタント、同族、土地、"
            "プレインズウォーカー、ソーサリーである。アーティファクト・クリーチャー・カードは2つ持つ。"
            "昂揚や「すべての墓地にあるカードのカード・タイプの数」は、何枚が持っていても各タイプを1回だけ数える。"
            "墓地のカードはシナリオでタイプ行で与える"
            '（`graveyard = ["artifact creature — golem", ...]`）。'
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.selectors.count",),
    ),
    _note(
        "704.5d",
        "A token off the battlefield ceases to exist",
        "戦場以外にあるトークンは消滅する",
        en=(
            "A token that has left the battlefield ceases to exist the next time state-based "
            "actions are checked. A token that dies is no card in a graveyard: it counts for "
            'neither threshold nor "creature cards in your graveyard".'
        ),
        ja=(
            "戦場を離れたトークンは、次に状態起因処理が行われるときに消滅する。"
            "死亡したトークンは墓地のカードではなく、"
            "スレッショルドにも「あなたの墓地にあるクリーチャー・カード」にも数えない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.selectors.cards_in", "mtgcombat.selectors.graveyard_cards"),
    ),
    _note(
        "613.4a",
        "Characteristic-defining abilities of power and toughness",
        "パワーとタフネスの特性定義能力",
        en=(
            "Layer 7a applies characteristic-defining abilities that give power or toughness "
            '("~\'s power and toughness are each equal to the number of creatures you control"; '
            "604.3), before any effect that sets, raises or lowers them and before counters. The "
            "printed value (usually *) is replaced by the count, which is taken again whenever "
            "the effects are recomputed, so a creature that dies in the first-strike step changes "
            "the count for the regular step."
        ),
        ja=(
            "第7種a は、パワーやタフネスを定める特性定義能力"
            "（「～のパワーとタフネスはそれぞれ、あなたがコントロールするクリーチャーの数に等しい。」、604.3）"
            "を、値を定める効果や増減させる効果、カウンターより先に適用する。"
            "印刷された値（ふつうは*）はその数に置き換わり、効果を計算し直すたびに数え直すので、"
            "先制攻撃ダメージ・ステップで死亡したクリーチャーは通常の戦闘ダメージ・ステップの数を変える。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.effects.apply_static_effects", "mtgcombat.selectors.count"),
    ),
    _note(
        "506.5",
        "Attacking alone",
        "単独で攻撃する",
        en=(
            "A creature attacks alone when it is the only creature declared as an attacker this "
            "combat, and blocks alone when it is the only creature declared as a blocker. "
            "\"~ can't be blocked as long as it's attacking alone\" is a restriction on "
            "blocks (509.1b) that holds exactly when the attacker is the only one; mtgcombat "
            "reads it from the attacking creatures of the board."
        ),
        ja=(
            "戦闘でただ1体だけが攻撃クリーチャーとして指定されたとき、そのクリーチャーは単独で攻撃している。"
            "ただ1体だけがブロック・クリーチャーとして指定されたときは単独でブロックしている。"
            "「～は単独で攻撃している限りブロックされない」は、攻撃クリーチャーがそれだけのときに働く"
            "ブロックの制限（509.1b）であり、mtgcombat は盤面の攻撃クリーチャーからそれを判断する。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.blocks.pair_problems",),
    ),
    _note(
        "614.12",
        "Choices made as a permanent enters",
        "パーマネントが戦場に出るに際しての選択",
        en=(
            'Some permanents choose something as they enter ("As ~ enters, choose a color"). The '
            "choice is made once and read by its abilities for as long as it stays: "
            '"protection from the chosen color", "creatures of the chosen type get +1/+1", "the '
            'number of permanents of the chosen color". mtgcombat takes the choice from the '
            "scenario field chosen (a color, a creature type or a player id); a permanent whose "
            "text reads a choice but whose file gives none is an input error."
        ),
        ja=(
            "一部のパーマネントは戦場に出るに際して何かを選ぶ（「～が戦場に出るに際し、色1色を選ぶ」）。"
            "選択は1度だけ行われ、そのパーマネントが戦場にある間、その能力が参照する"
            "（「選ばれた色からのプロテクション」「選ばれたタイプのクリーチャーは+1/+1の修整を受ける」）。"
            "mtgcombat はシナリオの chosen 欄"
            "（色、クリーチャー・タイプ、プレイヤーID）から選択を読む。"
            "選択を参照する文を持つのに chosen がないパーマネントは入力エラーである。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(
            "mtgcombat.abilities.bind_choice",
            "mtgcombat.blocks.has_quality",
            "mtgcombat.selectors.matches",
        ),
    ),
    _note(
        "702.16",
        "Protection",
        "プロテクション",
        en=(
            "Protection from a quality (a color, a card type or subtype, everything, a player) "
            "stops four things from sources with that quality: targeting (702.16b), being "
            "enchanted, equipped or fortified (702.16c-d), damage, which is prevented (702.16e), "
            "and blocking by such creatures (702.16f). Shorthands give several qualities at once "
            '("from red and from blue", "from each color"; 702.16g-i). Protection from '
            "everything covers every object (702.16j), protection from a player every object "
            "that player controls (702.16k), and a player can have protection too."
        ),
        ja=(
            "ある性質からのプロテクションは、その性質を持つ発生源について、"
            "対象にされること（702.16b）、つけられること（702.16c-d）、"
            "ダメージ（軽減される、702.16e）、そのクリーチャーによるブロック（702.16f）の4つを防ぐ。"
            "「赤と青から」「各色から」のような略記は複数の性質をまとめて与える（702.16g-i）。"
            "「すべてのものから」はあらゆるオブジェクトから（702.16j）、"
            "プレイヤーからのプロテクションはそのプレイヤーがコントロールするすべてのオブジェクトから"
            "守り（702.16k）、プレイヤーもプロテクションを持ちうる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _B + "has_quality"),
    ),
    _note(
        "702.16j",
        "Protection from everything",
        "すべてのものからのプロテクション",
        en=(
            "A permanent or player with protection from everything has protection from every "
            "object, whatever its characteristics. For a player this means all damage that would "
            'be dealt to them is prevented, as with "you have protection from everything" '
            "(Teferi's Protection)."
        ),
        ja=(
            "すべてのものからのプロテクションを持つパーマネントやプレイヤーは、"
            "特性にかかわらずあらゆるオブジェクトからのプロテクションを持つ。"
            "プレイヤーなら、「あなたはすべてのものからのプロテクションを得る」"
            "（テフェリーの防御）のように、そのプレイヤーに与えられるダメージはすべて軽減される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", "mtgcombat.effects.apply_static_effects"),
    ),
    _note(
        "702.16k",
        "Protection from a player",
        "プレイヤーからのプロテクション",
        en=(
            "Protection from a player covers every object that player controls, and those the "
            "player owns that no one else controls. Protection from each opponent is that for "
            "every opponent of the protected permanent's controller or of the protected player, "
            "so their creatures' combat damage is prevented."
        ),
        ja=(
            "プレイヤーからのプロテクションは、そのプレイヤーがコントロールするすべてのオブジェクトと、"
            "そのプレイヤーがオーナーで他のプレイヤーがコントロールしていないオブジェクトから守る。"
            "各対戦相手からのプロテクションはそれを各対戦相手について持つことであり、"
            "そのクリーチャーの戦闘ダメージは軽減される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_D + "deal_combat_damage", _B + "has_quality"),
    ),
    _note(
        "701.8",
        "Destroy",
        "破壊",
        en=(
            "To destroy a permanent is to move it from the battlefield to its owner's graveyard. "
            "An indestructible permanent can't be destroyed (702.12b), and a regeneration shield "
            "replaces the destruction: the permanent is tapped, its damage is removed and it "
            "leaves combat (701.15). An ability that says the permanent can't be regenerated "
            "ignores the shield."
        ),
        en_current=(
            "To destroy a permanent is to move it from the battlefield to its owner's graveyard. "
            "An indestructible permanent can't be destroyed (702.12b), and a regeneration shield "
            "replaces the destruction: the permanent is tapped, its damage is removed and it "
            "leaves combat (701.19). An ability that says the permanent can't be regenerated "
            "ignores the shield."
        ),
        ja=(
            "パーマネントを破壊するとは、それを戦場からオーナーの墓地に移すことである。"
            "破壊不能のパーマネントは破壊されず（702.12b）、再生の盾は破壊を置き換えて、"
            "そのパーマネントをタップし、ダメージを取り除き、戦闘から取り除く（701.15）。"
            "再生できないとする能力は盾を無視する。"
        ),
        ja_current=(
            "パーマネントを破壊するとは、それを戦場からオーナーの墓地に移すことである。"
            "破壊不能のパーマネントは破壊されず（702.12b）、再生の盾は破壊を置き換えて、"
            "そのパーマネントをタップし、ダメージを取り除き、戦闘から取り除く（701.19）。"
            "再生できないとする能力は盾を無視する。"
        ),
        change_en="No change to destruction; the regeneration rule moved from 701.15 to 701.19.",
        change_ja="破壊に変更はない。再生のルールが701.15から701.19に移った。",
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "702.23",
        "Rampage",
        "暴れ回り",
        en=(
            "Rampage N is a triggered ability: whenever the creature becomes blocked, it gets "
            "+N/+N until end of turn for each creature blocking it beyond the first. The bonus "
            "is counted once, as the ability resolves (702.23b), and each instance triggers on "
            "its own. It resolves in the declare blockers step, before combat damage."
        ),
        ja=(
            "暴れ回りNは誘発型能力で、このクリーチャーがブロックされるたび、"
            "それをブロックしているクリーチャーのうち1体目を超える1体につき、"
            "ターン終了時まで+N/+Nの修整を受ける。修整は能力の解決時に一度だけ数え（702.23b）、"
            "複数あればそれぞれ誘発する。"
            "これはブロック・クリーチャー指定ステップで、戦闘ダメージの前に解決される。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "702.25",
        "Flanking",
        "側面攻撃",
        en=(
            "Flanking is a triggered ability: whenever the creature becomes blocked by a creature "
            "without flanking, the blocking creature gets -1/-1 until end of turn. It triggers "
            "once per such blocker and resolves before combat damage, so a 1/1 blocker dies as a "
            "state-based action and deals no damage."
        ),
        ja=(
            "側面攻撃は誘発型能力で、このクリーチャーが側面攻撃を持たないクリーチャーに"
            "ブロックされるたび、そのブロック・クリーチャーはターン終了時まで-1/-1の修整を受ける。"
            "そのようなブロック・クリーチャー1体ごとに誘発し、戦闘ダメージの前に解決されるので、"
            "1/1のブロック・クリーチャーは状況起因処理で死亡し、ダメージを与えない。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "702.45",
        "Bushido",
        "武士道",
        en=(
            "Bushido N is a triggered ability: whenever the creature blocks or becomes blocked, "
            "it gets +N/+N until end of turn. It resolves in the declare blockers step, so the "
            "creature deals and is dealt combat damage with the bonus. Each instance triggers on "
            "its own."
        ),
        ja=(
            "武士道Nは誘発型能力で、このクリーチャーがブロックするかブロックされるたび、"
            "ターン終了時まで+N/+Nの修整を受ける。"
            "ブロック・クリーチャー指定ステップで解決されるので、"
            "戦闘ダメージはこの修整を受けた状態で与え、受ける。複数あればそれぞれ誘発する。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "702.130",
        "Afflict",
        "加虐",
        en=(
            "Afflict N is a triggered ability: whenever the creature becomes blocked, the "
            "defending player loses N life. That is life loss, not damage, so prevention and "
            "\"damage can't reduce your life total\" effects don't stop it. A player brought to 0 "
            "life loses the game before combat damage (704.5a)."
        ),
        ja=(
            "加虐Nは誘発型能力で、このクリーチャーがブロックされるたび、"
            "防御プレイヤーはN点のライフを失う。これはダメージではなくライフの喪失なので、"
            "軽減や「ダメージによってライフが減らない」効果では止まらない。"
            "ライフが0になったプレイヤーは戦闘ダメージの前にゲームに敗北する（704.5a）。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=("mtgcombat.triggers.declare_blockers_triggers",),
    ),
    _note(
        "800.4a",
        "A player leaves a multiplayer game",
        "多人数戦でプレイヤーがゲームを離れる",
        en=(
            "When a player leaves a game of more than two players (by losing it, for instance), "
            "every object that player owns leaves the game with them, and the game goes on for "
            "the others. Creatures attacking that player, or a planeswalker or battle whose "
            "defending player they were, are removed from combat (506.4). An attacker that one "
            "of their creatures blocked stays blocked with no blockers (509.1h): without "
            "trample it deals no combat damage. In a two-player game the other player has won "
            "(104.2a) and combat ends there."
        ),
        ja=(
            "3人以上のゲームでプレイヤーがゲームを離れる（敗北するなど）と、"
            "そのプレイヤーがオーナーであるオブジェクトはすべてそのプレイヤーとともにゲームを離れ、"
            "残りのプレイヤーでゲームが続く。そのプレイヤー、またはそのプレイヤーが防御プレイヤーである"
            "プレインズウォーカーやバトルを攻撃していたクリーチャーは戦闘から取り除かれる（506.4）。"
            "そのプレイヤーのクリーチャーにブロックされていた攻撃クリーチャーは、ブロック・クリーチャーの"
            "いないブロックされた状態のままであり（509.1h）、トランプルがなければ戦闘ダメージを与えない。"
            "2人対戦ではもう一方のプレイヤーが勝利し（104.2a）、戦闘はそこで終わる。"
        ),
        change_en=_NO_CHANGE_EN,
        change_ja=_NO_CHANGE_JA,
        implemented_by=(_S + "leave_game",),
    ),
)


def _sort_key(number: str) -> tuple[int, int, str]:
    m = _RULE_NUMBER.fullmatch(number)
    if m is None:
        return (10_000, 0, number)
    section, sub, letter = m.groups()
    return (int(section), int(sub) if sub else -1, letter or "")


RULE_NOTES: Mapping[str, RuleNote] = MappingProxyType(
    {note.number: note for note in sorted(_NOTES, key=lambda n: _sort_key(n.number))}
)


# ---------------------------------------------------------------------------
# Keyword rules (702) without a hand-written note: generated from the keyword
# table (text/data/keywords.json) when first looked up.
# ---------------------------------------------------------------------------

# Keywords the engine reads that no hand-written note covers: what reads them,
# and the note that says more.
_KEYWORD_READERS: Mapping[str, tuple[tuple[str, ...], str]] = MappingProxyType(
    {
        "reach": ((_B + "pair_problems",), "702.9b"),
        "changeling": (("mtgcombat.selectors.matches", _B + "pair_problems"), ""),
        "toxic": ((_D + "deal_combat_damage", _M + "Permanent.total_toxic"), "120.3"),
    }
)
# Where the engine reads a modelled keyword of each kind of the table, for a
# keyword missing above.
_KIND_READERS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "keyword": (_B + "pair_problems", _D + "deal_combat_damage"),
        "protection": (_B + "pair_problems", _D + "deal_combat_damage"),
        "landwalk": (_B + "pair_problems",),
        "bushido": ("mtgcombat.triggers.declare_blockers_triggers",),
        "rampage": ("mtgcombat.triggers.declare_blockers_triggers",),
        "afflict": ("mtgcombat.triggers.declare_blockers_triggers",),
        "toxic": (_D + "deal_combat_damage",),
        "selector": ("mtgcombat.selectors.matches",),
    }
)
# Keywords that only matter as attackers are declared (508), before the steps
# this library works on.
_ATTACK_ONLY = frozenset({"defender", "vigilance"})
_KEPT_BY = ("mtgcombat.abilities.OtherKeyword", "mtgcombat.text.keywords.parse_keyword")

_NO_EFFECT_EN = (
    "{It} {has} no effect between declaring blockers and the end of combat damage: mtgcombat "
    "keeps {it} on the permanent and shows {it}, and no answer depends on {it}."
)
_NO_EFFECT_JA = (
    "ブロック・クリーチャーの指定から戦闘ダメージの終わりまでの間には何の効果もない。"
    "mtgcombatはこれをパーマネントに残して表示するが、どの答えもこれには左右されない。"
)


def _keyword_rows() -> list[dict[str, str]]:
    path = resources.files("mtgcombat").joinpath("text", "data", "keywords.json")
    rows: list[dict[str, str]] = json.loads(path.read_text("utf-8"))["keywords"]
    return rows


def _japanese_keywords() -> Mapping[str, str]:
    path = resources.files("mtgcombat").joinpath("data", "ja_terms.toml")
    table: Mapping[str, str] = tomllib.loads(path.read_text("utf-8"))["keywords"]
    return table


def _english_list(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _keyword_note(
    rule: str,
    rows: list[dict[str, str]],
    ja_terms: Mapping[str, str],
    parts: tuple[RuleNote, ...],
) -> RuleNote:
    """The generated note for the keyword rule ``rule`` (its table rows);
    ``parts`` are the hand-written notes on its subrules (702.19b...)."""
    names = [row["name"] for row in rows]
    names_ja = [ja_terms.get(name, name) for name in names]
    title_en = ", ".join(names)
    title_en = title_en[0].upper() + title_en[1:]
    title_ja = "、".join(names_ja)
    subject = _english_list(names)
    subject = subject[0].upper() + subject[1:]
    verb = "is a keyword ability" if len(names) == 1 else "are keyword abilities"
    one = len(names) == 1
    no_effect_en = _NO_EFFECT_EN.format(
        It="It" if one else "They", has="has" if one else "have", it="it" if one else "them"
    )
    first_en = f"{subject} {verb} (CR {rule})."
    first_ja = f"{'、'.join(names_ja)}はキーワード能力である（CR {rule}）。"
    kinds = [row["combat"] for row in rows if row["combat"] != "no_effect"]
    readers = [_KEYWORD_READERS[n] for n in names if n in _KEYWORD_READERS]
    implemented: tuple[str, ...]
    if not kinds:
        en, ja, implemented = f"{first_en} {no_effect_en}", first_ja + _NO_EFFECT_JA, _KEPT_BY
    elif all(n in _ATTACK_ONLY for n in names):
        en = (
            f"{first_en} It matters when attackers are declared (CR 508), before the steps "
            f"mtgcombat works on. {no_effect_en}"
        )
        ja = (
            f"{first_ja}これは攻撃クリーチャーの指定（CR 508）で意味を持ち、"
            f"mtgcombatが扱うステップより前である。{_NO_EFFECT_JA}"
        )
        implemented = ("mtgcombat.abilities.Keyword",)
    elif "unmodelled" in kinds:
        en = (
            f"{first_en} It can change blocks or combat damage, but mtgcombat does not model "
            "it: card text with it is reported as not modelled."
        )
        ja = (
            f"{first_ja}ブロックや戦闘ダメージを変えうるが、mtgcombatはこれを扱わない。"
            "これを持つカードの文章は扱えないものとして報告される。"
        )
        implemented = _KEPT_BY
    else:
        if parts:
            found = [name for part in parts for name in part.implemented_by]
        elif readers:
            found = [name for reader, _ in readers for name in reader]
        else:
            found = list(_KIND_READERS.get(kinds[0], _KEPT_BY))
        implemented = tuple(dict.fromkeys(found))
        module_names = list(dict.fromkeys(".".join(n.split(".")[:2]) for n in implemented))
        modules, modules_ja = _english_list(module_names), "、".join(module_names)
        see = next((r[1] for r in readers if r[1]), "")
        reads = "reads" if len(module_names) == 1 else "read"
        it = "it" if one else "them"
        en = f"{first_en} mtgcombat models {it}: {modules} {reads} {it} to judge blocks or damage."
        ja = f"{first_ja}mtgcombatはこれを{modules_ja}で扱い、ブロックやダメージの判断に使う。"
        if see:
            en += f" See also {see}."
            ja += f"{see}も参照。"
        if parts:
            numbers = [part.number for part in parts]
            en += f" Subrules with their own notes: {', '.join(numbers)}."
            ja += f"各部には個別の説明がある：{'、'.join(numbers)}。"
    since = max(row["since"] for row in rows)
    only_current = min(row["since"] for row in rows) > "2023"
    if only_current:
        change_en = (
            f"Only the current rules have it: the keyword was added in a {since} edition, "
            "after the 2023 rules."
        )
        change_ja = (
            f"現行ルールにのみある。このキーワードは2023年版ルールより後の{since}年の版で加わった。"
        )
        en_2023 = f"The 2023 rules have no rule {rule}. Under the current rules: {en}"
        ja_2023 = f"2023年版ルールには{rule}はない。現行ルールでは：{ja}"
    else:
        change_en, change_ja, en_2023, ja_2023 = _NO_CHANGE_EN, _NO_CHANGE_JA, en, ja
    note = _note(
        rule,
        title_en,
        title_ja,
        en_2023=en_2023,
        en_current=en,
        ja_2023=ja_2023,
        ja_current=ja,
        change_en=change_en,
        change_ja=change_ja,
        implemented_by=implemented,
    )
    return replace(note, only_current=only_current)


@cache
def keyword_notes() -> Mapping[str, RuleNote]:
    """Generated notes for the keyword rules of the keyword table that have
    no hand-written note of their own, by number. A hand-written note on a
    subrule (702.19b) keeps answering for that subrule.

    >>> keyword_notes()["702.10"].title_en
    'Haste'
    """
    by_rule: dict[str, list[dict[str, str]]] = {}
    for row in _keyword_rows():
        by_rule.setdefault(row["rule"], []).append(row)
    ja_terms = _japanese_keywords()
    return MappingProxyType(
        {
            rule: _keyword_note(
                rule,
                rows,
                ja_terms,
                tuple(note for number, note in RULE_NOTES.items() if _within(number, rule)),
            )
            for rule, rows in sorted(by_rule.items(), key=lambda item: _sort_key(item[0]))
            if rule not in RULE_NOTES
        }
    )


@cache
def all_notes() -> Mapping[str, RuleNote]:
    """Every note, hand-written (:data:`RULE_NOTES`) and generated
    (:func:`keyword_notes`), by 2023 number in rule order."""
    notes = {**keyword_notes(), **RULE_NOTES}
    return MappingProxyType(dict(sorted(notes.items(), key=lambda item: _sort_key(item[0]))))


@cache
def _index(rules: RuleSet) -> Mapping[str, RuleNote]:
    index: dict[str, RuleNote] = {}
    for note in all_notes().values():
        if not note.exists_in(rules):
            continue
        for number in (note.number, *note.covers):
            key = number if rules is RuleSet.R2023 else current_number(number)
            if key is None:
                continue
            if key in index:
                raise ValueError(f"rule {key} has two notes under the {rules.value} rules")
            index[key] = note
    if rules is RuleSet.CURRENT:
        for alias, number in _EXTRA_CURRENT:
            index[alias] = RULE_NOTES[number]
    return MappingProxyType(index)


def known_rules() -> tuple[str, ...]:
    """The rule numbers with a note (hand-written or generated for a keyword),
    in the 2023 numbering and in rule order.

    >>> known_rules()[:3]
    ('104.3', '119', '120.3')
    >>> "702.10" in known_rules()
    True
    """
    return tuple(all_notes())


def _normalise(number: str) -> str:
    """``"CR 510.1C"``, ``"ルール510.1c"`` and full-width digits become ``"510.1c"``."""
    text = unicodedata.normalize("NFKC", number).strip().lower()
    for prefix in ("comprehensive rules", "総合ルール", "ルール", "rule", "cr"):
        if text.startswith(prefix):
            text = text[len(prefix) :].strip()
            break
    return text.rstrip(".").replace(" ", "")


def _parent(number: str) -> str | None:
    if number[-1].isalpha():
        return number[:-1]
    if "." in number:
        return number.split(".", 1)[0]
    return None


@dataclass(frozen=True)
class _Match:
    note: RuleNote
    query: str
    exact: bool  # the query itself names the note (not a rule above or below it)
    other_edition: bool  # found through the other rule set's numbering


def _resolve(number: str, rules: RuleSet) -> _Match | None:
    query = _normalise(number)
    if _RULE_NUMBER.fullmatch(query) is None:
        return None
    editions = ((_index(rules), False), (_index(_other(rules)), True))
    probe: str | None = query
    while probe is not None:
        for index, other_edition in editions:
            note = index.get(probe)
            if note is not None:
                return _Match(note, query, probe == query, other_edition)
        probe = _parent(probe)
    if "." in query:
        # A prefix of known rules ("704.5"): the first rule under it.
        for index, other_edition in editions:
            below = sorted((k for k in index if _within(k, query)), key=_sort_key)
            if below:
                return _Match(index[below[0]], query, False, other_edition)
    return None


def find_rule(number: str, rules: RuleSet) -> RuleNote | None:
    """The note for a rule number under ``rules``, or ``None``.

    The number may be in either edition's numbering (``509.5`` or ``509.3``
    for the block triggers), may name a subrule without its own note
    (``120.3a`` finds ``120.3``) or a prefix of noted rules (``704.5`` finds
    ``704.5a``). ``"CR 510.1c"`` and full-width digits are accepted.

    >>> find_rule("509.5", RuleSet.CURRENT) is find_rule("509.3", RuleSet.CURRENT)
    True
    >>> find_rule("120.3a", RuleSet.R2023).number
    '120.3'
    >>> find_rule("999.9", RuleSet.R2023) is None
    True
    """
    match = _resolve(number, rules)
    return match.note if match is not None else None


class UnknownRuleError(KeyError):
    """No note for a rule number; the message lists nearby known rules."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def _display_numbers(rules: RuleSet) -> list[str]:
    shown = {note.number_in(rules) or note.number for note in all_notes().values()}
    return sorted(shown, key=_sort_key)


def nearby_rules(number: str, rules: RuleSet, limit: int = 8) -> tuple[str, ...]:
    """Known rule numbers (in the numbering of ``rules``) close to ``number``:
    those of the same section nearest to it, else the nearest overall, in
    rule order.

    >>> nearby_rules("702.999", RuleSet.R2023, limit=3)
    ('702.187', '702.188', '702.189')
    """
    query = _normalise(number)
    numbers = _display_numbers(rules)
    same = [n for n in numbers if n[:3] == query[:3]]
    pool = same or numbers
    keys = [_sort_key(n) for n in pool]
    at = bisect.bisect_left(keys, _sort_key(query))
    ranked = sorted(range(len(pool)), key=lambda i: (abs(i - at + 0.5), i))
    return tuple(pool[i] for i in sorted(ranked[:limit]))


def _unknown(number: str, rules: RuleSet, lang: str) -> UnknownRuleError:
    query = _normalise(number)
    edition = _EDITION[rules][lang]
    if _RULE_NUMBER.fullmatch(query) is None:
        if lang == "ja":
            return UnknownRuleError(f"「{number}」はルール番号ではない（例：510.1c）")
        return UnknownRuleError(f'"{number}" is not a rule number (such as 510.1c)')
    near = nearby_rules(query, rules)
    if lang == "ja":
        return UnknownRuleError(f"{edition}の{query}の説明はない。近いルール：{'、'.join(near)}")
    return UnknownRuleError(
        f"no explanation of rule {query} under the {edition}; nearby: {', '.join(near)}"
    )


def _header(note: RuleNote, rules: RuleSet, lang: str) -> str:
    other = _other(rules)
    here, there = note.number_in(rules), note.number_in(other)
    edition, other_edition = _EDITION[rules][lang], _EDITION[other][lang]
    title = note.title(lang)
    if here is None:
        if lang == "ja":
            return f"CR {there}（{other_edition}のみ。{edition}にはない）：{title}"
        return f"CR {there} ({other_edition} only; not in the {edition}): {title}"
    if there is not None and there != here:
        if lang == "ja":
            return f"CR {here}（{edition}。{other_edition}では{there}）：{title}"
        return f"CR {here} ({edition}; {there} in the {other_edition}): {title}"
    if lang == "ja":
        return f"CR {here}（{edition}）：{title}"
    return f"CR {here} ({edition}): {title}"


def explain(number: str, rules: RuleSet, lang: str = "en") -> str:
    """Our short explanation of a rule under ``rules``, in ``lang``: its number
    and title, the summary, how it changed between the rule sets, and what in
    this library implements it. Raises :class:`UnknownRuleError` (a
    ``KeyError``) for a rule without a note, naming nearby known rules.

    >>> text = explain("509.6", RuleSet.CURRENT, "en")
    >>> print(text.splitlines()[0])
    CR 509.6 (2023 rules only; not in the current rules): An effect makes a creature block
    """
    _check_language(lang)
    match = _resolve(number, rules)
    if match is None:
        raise _unknown(number, rules, lang)
    note, query = match.note, match.query
    other = _other(rules)
    shown = note.number_in(rules) or note.number
    lines = [_header(note, rules, lang)]
    if not match.exact:
        lines.append(
            f"（{query}の個別の説明はないため、{shown}を示す）"
            if lang == "ja"
            else f"(No separate note for {query}; showing {shown}.)"
        )
    elif match.other_edition and query != shown:
        other_edition = _EDITION[other][lang]
        lines.append(
            f"（{query}は{other_edition}での番号）"
            if lang == "ja"
            else f"({query} is this rule's number in the {other_edition}.)"
        )
    lines.append(note.summary_in(rules, lang))
    if lang == "ja":
        lines.append(f"ルールの変更：{note.change(lang)}")
        lines.append(f"実装：{'、'.join(note.implemented_by) or '—'}")
    else:
        lines.append(f"Change between the rule sets: {note.change(lang)}")
        lines.append(f"Implemented by: {', '.join(note.implemented_by) or '-'}")
    if match.exact and not match.other_edition:
        namesake = _index(other).get(query)
        if namesake is not None and namesake is not note:
            lines.append(_namesake_line(query, namesake, rules, lang))
    return "\n".join(lines)


def _namesake_line(query: str, namesake: RuleNote, rules: RuleSet, lang: str) -> str:
    """The line saying that the other edition uses ``query`` for another rule."""
    edition, other_edition = _EDITION[rules][lang], _EDITION[_other(rules)][lang]
    title = namesake.title(lang)
    here = namesake.number_in(rules)
    if lang == "ja":
        if here is None:
            return (
                f"注：{other_edition}の{query}は別のルール（{title}）で、{edition}では削除された。"
            )
        return f"注：{other_edition}の{query}は別のルール（{title}。{edition}では{here}）である。"
    if here is None:
        return (
            f"Note: in the {other_edition}, {query} is a different rule ({title}), "
            f"which the {edition} deleted."
        )
    return (
        f"Note: in the {other_edition}, {query} is a different rule "
        f"({title}; {here} in the {edition})."
    )
