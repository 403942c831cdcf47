"""Pictures of a combat as SVG, in the spirit of python-chess's ``chess.svg``.

:func:`board` draws a declared combat: the defending players at the top, the
attacked planeswalkers and battles, the blockers with arrows to what they
block, the attackers with arrows to what they attack, and the attacking
player at the bottom. Under the ``2023`` rules each damage assignment order
is drawn as numbered arrows (509.2, 509.3). Cards show their name in the
chosen language (Japanese names in 《》), power and toughness, marked damage,
counters and keywords as short badges. With ``after=True`` the combat is
resolved as ``mtgcombat resolve --auto`` resolves it, and the picture shows
each assignment's damage on its arrow (510.1), the permanents that died
struck through (704.5) and the players' life and poison before and after.

The output is one deterministic string of valid XML: every text is escaped,
the picture has a ``<title>``, a ``<desc>`` (what a screen reader reads: one
sentence per attack, block, order and assignment) and ``role="img"``, and
each card and arrow carries an ``aria-label``. Phrases come from the data
file ``data/svg.json`` (English and Japanese); this module writes no words of
its own. It needs nothing beyond the standard library and the engine.
"""

from mtgcombat.svg.canvas import ARROW_Y as ARROW_Y
from mtgcombat.svg.canvas import ATTACK_INK as ATTACK_INK
from mtgcombat.svg.canvas import ATTACKER_FILL as ATTACKER_FILL
from mtgcombat.svg.canvas import BLOCK_INK as BLOCK_INK
from mtgcombat.svg.canvas import CARD_H as CARD_H
from mtgcombat.svg.canvas import CARD_W as CARD_W
from mtgcombat.svg.canvas import DEATH_INK as DEATH_INK
from mtgcombat.svg.canvas import DEFENDER_FILL as DEFENDER_FILL
from mtgcombat.svg.canvas import GAP_IN as GAP_IN
from mtgcombat.svg.canvas import GAP_X as GAP_X
from mtgcombat.svg.canvas import INK as INK
from mtgcombat.svg.canvas import LANE_CELLS as LANE_CELLS
from mtgcombat.svg.canvas import MARGIN as MARGIN
from mtgcombat.svg.canvas import ORDER_INK as ORDER_INK
from mtgcombat.svg.canvas import PLAYER_H as PLAYER_H
from mtgcombat.svg.canvas import PLAYER_W as PLAYER_W
from mtgcombat.svg.canvas import TARGET_H as TARGET_H
from mtgcombat.svg.picture import board as board

__all__ = ["board"]
