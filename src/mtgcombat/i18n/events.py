"""Events (the step-by-step log of ``mtgcombat resolve``) as lines, in English
or Japanese, and what an effect does to the object it affects as a phrase
(a pump, a keyword, a blocking rule written out whole).
"""

from __future__ import annotations

from collections.abc import Callable

from mtgcombat.core.abilities import BlockTrigger, RecordedEffect
from mtgcombat.core.events import Event
from mtgcombat.core.model import Board
from mtgcombat.i18n.catalog import EFFECT_CHANGES, EVENT_TEMPLATES, RULE_CHANGES, STEP_NAMES, TERMS
from mtgcombat.i18n.fogs import fog_change, fog_phrase
from mtgcombat.i18n.names import ability_name
from mtgcombat.io.notation import (
    color_text,
    describe_value,
    land_type_text,
    notation_index,
    quality_text,
)


def describe_event(
    event: Event,
    lang: str = "en",
    name: Callable[[str], str] | None = None,
    board: Board | None = None,
) -> str:
    """One line for an event, without its rule number; ``name`` turns object
    ids into display names; ``board`` is where the values an effect event
    names are found, to be written out in Japanese.

    >>> from mtgcombat.core.events import DamageDealt
    >>> event = DamageDealt("510.2", "ogre", "elf", 5, True, "regular")
    >>> describe_event(event)
    'ogre deals 5 combat damage to elf'
    >>> describe_event(event, "ja")
    'ogreがelfに5点の戦闘ダメージを与える'
    """
    data = event.to_json()
    if name is not None:
        for key in (
            "source",
            "recipient",
            "blocker",
            "attacker",
            "creature",
            "permanent",
            "target",
            "affected",
            "effect",
            "other",
            "about",
        ):
            if isinstance(data.get(key), str) and data[key]:
                data[key] = name(str(data[key]))
    kind = str(data["kind"])
    if kind == "damage_dealt" and data.get("combat") is False:
        kind = "damage_dealt:noncombat"  # damage from a resolving ability
    if kind in ("color_changed", "colors_until_end_of_turn") and lang == "ja":
        data["colors"] = "と".join(
            quality_text(c, "ja") if c == "colorless" else color_text(c, "ja")
            for c in str(data["colors"]).split(" and ")
        )
    if kind == "zone_count_changed":  # issue 33 (session 13): 402.1, 404.1
        kind = f"zone_count_changed:{data['zone']}"
    if kind == "put_into_library":  # issue 33 (session 13): 400.7
        kind = f"put_into_library:{data['place']}"
    if kind == "choice_made":
        data["choice"] = TERMS["may_taken" if data.get("taken") else "may_declined"][lang]
    if kind == "sacrifice_chosen":  # from the file, forced, or nothing (701.21a)
        kind = f"sacrifice_chosen:{data['how']}"
    if kind == "damage_rule":  # one template per thing a damage rule does
        kind = f"damage_rule:{data['how']}"
        if data["how"] == "not_prevented" and str(data["effect"]).startswith("timeline["):
            kind += ":spell"  # issue 33 (session 7): a spell's effect (615.12)
        if data["how"] == "redirected" and name is not None:
            data["result"] = name(str(data["result"]))
    if kind == "delayed_trigger_created":  # issue 33: 603.7a, for the next end step
        objects = [str(o) if name is None else name(str(o)) for o in data["objects"]]  # type: ignore[attr-defined]
        made = TERMS["delayed_made"][lang]
        data["objects"] = ("、" if lang == "ja" else " and ").join(objects) if objects else made
        kind = f"delayed_trigger_created:{data['action']}"
    if kind == "damage_unpreventable" and data.get("own"):
        kind = "damage_unpreventable:own"  # 615.12: only the spell's own damage
    if kind == "prevention_until_end_of_turn" and data.get("how") == "all":
        kind = "prevention_until_end_of_turn:all"
    if str(getattr(event, "source", "")).startswith("timeline["):
        # the effect of a spell cast between the steps, not of a permanent's ability
        kind = f"{kind}:spell" if f"{kind}:spell" in EVENT_TEMPLATES else kind
    if kind == "effect_ends" and not data.get("affected"):
        kind = "effect_ends:all"  # an effect on the whole game ("prevent all combat damage")
    if kind == "attached" and not data.get("moved"):
        kind = "attached:not"  # 701.3b: it can't be attached there and doesn't move
    if kind == "tapped_by_effect" and data.get("untap"):
        kind = "tapped_by_effect:untap"  # 701.26 (701.21 in 2023)
    if kind == "block_rule_this_turn" and data.get("change") != "cant_block":
        kind = f"block_rule_this_turn:{data.get('change')}"  # 509.1b, 509.1c
    if kind == "token_enters_attacking" and not data.get("attacks"):
        kind = "token_enters_attacking:not"  # 506.3b
    if kind == "token_enters_attacking_untapped" and not data.get("attacks"):
        kind = "token_enters_attacking_untapped:not"  # 506.3b
    if kind == "goaded" and data.get("again"):
        kind = "goaded:again"  # 701.15d: goaded by the same player again
    if kind in ("leaves_at_end_of_combat", "leaves_at_next_end_step"):
        kind = f"{kind}:{data['action']}"  # 603.7: exiled or sacrificed later
    if kind == "returned_to_battlefield" and data["rule"] == "400.7":
        # a dies trigger's return (603.6c), tapped or not, with a counter or none
        kind += (":tapped" if data.get("tapped") else ":untapped") + (
            ":counter" if data.get("counter") else ""
        )
    if kind == "dead_card_to_library":  # 400.7d: on top, on the bottom or shuffled in
        kind = f"{kind}:{data['to']}"
    if kind == "token_enters_blocking" and not data.get("blocks"):
        kind = "token_enters_blocking:not"  # 509.7a (509.4a now)
    if kind == "replacement_order":  # 616.1: chosen in the file, or the default
        kind = f"replacement_order:{data['how']}"
        order = [str(c) if name is None else name(str(c)) for c in data["order"]]  # type: ignore[attr-defined]
        data["order"] = ("、" if lang == "ja" else ", ").join(order)
    if kind == "proliferated":  # 701.34a: the permanents and players chosen
        chosen = [str(c) if name is None else name(str(c)) for c in data["chosen"]]  # type: ignore[attr-defined]
        data["chosen"] = ("、" if lang == "ja" else ", ").join(chosen)
        kind += (":default" if data["how"] == "default" else "") + ("" if chosen else ":none")
    if kind == "token_placed_in_order":  # 509.7: the order as it now stands
        order = [str(c) if name is None else name(str(c)) for c in data["order"]]  # type: ignore[attr-defined]
        data["order"] = ("、" if lang == "ja" else ", ").join(order)
    if kind in _WARD_EVENTS and lang == "ja":  # 702.21a
        data["cost"] = _ward_cost_ja(str(data["cost"]))
    if kind == "fog_added":  # issue 33: a fog limited to a player or some (615.1)
        named = tuple(str(t) for t in data["targets"])  # type: ignore[attr-defined]
        player = str(event.to_json()["player"])
        data["fog"] = fog_phrase(str(data["fog"]), player, named, lang, name)
    if kind == "timeline_resolves":
        data["point"] = TERMS[f"point:{data['point']}"][lang]
        targets = [str(t) if name is None else name(str(t)) for t in data["targets"]]  # type: ignore[attr-defined]
        sep = "、" if lang == "ja" else ", "
        data["targets"] = (
            TERMS["timeline_target"][lang].format(targets=sep.join(targets)) if targets else ""
        )
    templates = EVENT_TEMPLATES.get(f"{kind}:{data['rule']}") or EVENT_TEMPLATES.get(kind, {})
    template = templates.get(lang) or templates.get("en")
    if template is None:
        return str(data)
    if "step" in data:
        data["step"] = STEP_NAMES.get(str(data["step"]), {}).get(lang, data["step"])
    for key in ("counter", "reason", "event", "change", "how"):
        if key in data:
            data[key] = TERMS.get(str(data[key]), {}).get(lang, data[key])
    if "keyword" in data:
        data["keyword"] = ability_name(str(data["keyword"]), lang)
    if "what" in data:  # effects of one permanent on others
        data["change"] = effect_change_text(str(data["what"]), str(data["value"]), lang, board)
    if (
        kind in ("combat_damage_trigger", "damage_ability_triggered", "dies_ability_triggered")
        and lang == "ja"
    ):
        data["effect"] = _damage_trigger_effect_ja(event, board)
    if kind in ("trigger_resolves", "trigger_removed") and lang == "ja":
        data["ability"] = _ability_ja(str(data["ability"]), board)
    if kind in ("trigger_ward_paid", "trigger_countered_by_ward") and lang == "ja":
        # the ability ward answers (702.21a): a keyword's by its name
        # (provoke: 挑発), any other as its value on the board
        ability = str(data["ability"])
        spoken = ability_name(ability, lang)
        data["ability"] = spoken if spoken != ability else _ability_ja(ability, board)
    return template.format(**data)


def _damage_trigger_effect_ja(event: Event, board: Board | None) -> str:
    """The effect of a "whenever ~ deals combat damage" ability (603.2) in
    Japanese: its values on the board rendered, or, for an effect the engine
    only records (its English card text), a general phrase."""
    said = "カードに書かれた効果"
    source = board.get(str(getattr(event, "source", ""))) if board is not None else None
    if source is None:
        return said
    # (the rules of combat damage triggers load only to say one in Japanese)
    from mtgcombat.rules.triggers_damage import effect_words  # noqa: PLC0415

    wanted = str(getattr(event, "effect", ""))
    for ability in source.abilities:
        if not isinstance(ability, BlockTrigger):
            continue
        if effect_words(ability) == wanted:
            parts = [
                said if isinstance(e, RecordedEffect) else describe_value(e, "ja")
                for e in ability.effects
            ]
            if ability.if_you_do and len(parts) > 1:
                parts = [f"{parts[0]}。そうしたなら、{parts[1]}", *parts[2:]]
            may = "あなたは次を行ってもよい：" if ability.optional else ""
            return may + "。".join(parts)
    return said


def _ability_ja(notation: str, board: Board | None) -> str:
    """A triggered ability named by its English notation, in Japanese when
    the value is found on ``board``; else its notation in brackets."""
    value = notation_index(board).get(notation) if board is not None else None
    return describe_value(value, "ja") if value is not None else f"「{notation}」"


def effect_change_text(what: str, value: str, lang: str = "en", board: Board | None = None) -> str:
    """What an effect does to an object, as a phrase: ``gets +1/+1``,
    ``has flying``, ``can't block``. In Japanese, a blocking rule found on
    ``board`` (by its code) is written out whole, selectors included; without
    a board, its selector keeps its English notation.

    >>> effect_change_text("pt", "+1/+1"), effect_change_text("pt", "+1/+1", "ja")
    ('gets +1/+1', '+1/+1の修整を受ける')
    """
    if what == "fog":  # issue 33: a fog limited to a player or some (615.1)
        return fog_change(value, lang)
    if what == "rule":
        code, _, arg = value.partition(":")
        if lang == "ja" and board is not None:
            rule = notation_index(board).get("rule:" + value)
            if rule is not None:
                return describe_value(rule, "ja")
        entry = RULE_CHANGES.get(code)
        if entry is None:
            return value
        return (entry.get(lang) or entry["en"]).format(arg=arg)
    entry = EFFECT_CHANGES.get(what)
    if entry is None:
        return f"{what} {value}".strip()
    if what in ("type", "lose_type") and lang == "ja":
        value = quality_text(value + "s", lang)  # the card type's name
    if what == "spell_colors":  # a spell's, until end of turn: "black and green|white"
        value = " ".join(value.partition("|")[0].split(" and "))
    if what in ("set_colors", "color", "spell_colors"):  # layer 5 (613.1e): "black green"
        words = value.split() if value != "colorless" else ["colorless"]
        if lang == "ja":
            value = "と".join(
                quality_text(w, lang) if w == "colorless" else color_text(w, lang) for w in words
            )
        else:
            value = " and ".join(words)
    if what in ("subtype", "lose_subtype", "set_subtype") and lang == "ja":
        value = land_type_text(value, lang)  # "island": 島
    if what in ("ability", "lose_ability", "loses_ability"):
        value = ability_name(value, lang)
    elif what == "protection":
        value = quality_text(value, lang)
    return (entry.get(lang) or entry["en"]).format(value=value)


_WARD_EVENTS = frozenset(
    {"ward_paid", "countered_by_ward", "trigger_ward_paid", "trigger_countered_by_ward"}
)


def _ward_cost_ja(cost: str) -> str:
    """A ward cost as Japanese cards print it: ``{2}``, ``―3点のライフを支払う``,
    ``―カードを1枚捨てる`` (any other as printed).

    >>> _ward_cost_ja("\u2014 pay 3 life"), _ward_cost_ja("{2}")
    ('―3点のライフを支払う', '{2}')
    """
    import re  # noqa: PLC0415

    life = re.fullmatch(r"\u2014 ?pay (\d+) life\.?", cost)
    if life is not None:
        return f"―{life[1]}点のライフを支払う"
    if re.fullmatch(r"\u2014 ?discard a card\.?", cost):
        return "―カードを1枚捨てる"
    return cost
