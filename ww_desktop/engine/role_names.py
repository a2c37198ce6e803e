"""The name of every role, once: the app, the narrator and the reports all read this table.

The names are plain English marked with `QT_TRANSLATE_NOOP` (context ``Role``; the engine never
imports Qt): the app translates them (`app/i18n.role_name`), the narrator too
(`narration/script.role_name`). A new role adds its name here and its translations.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark a text for translation (lupdate finds it; the app translates it) and return it."""
    del context
    return text


ROLE_CONTEXT = "Role"
"""The translation context of the role names."""

ROLE_NAMES: dict[str, str] = {
    "villager": QT_TRANSLATE_NOOP("Role", "Villager"),
    "werewolf": QT_TRANSLATE_NOOP("Role", "Werewolf"),
    "knight": QT_TRANSLATE_NOOP("Role", "Knight"),
    "seer": QT_TRANSLATE_NOOP("Role", "Seer"),
    "medium": QT_TRANSLATE_NOOP("Role", "Medium"),
    "traitor": QT_TRANSLATE_NOOP("Role", "Traitor"),
    "mason": QT_TRANSLATE_NOOP("Role", "Mason"),
    "nekomata": QT_TRANSLATE_NOOP("Role", "Nekomata"),
    "hunter": QT_TRANSLATE_NOOP("Role", "Hunter"),
    "baker": QT_TRANSLATE_NOOP("Role", "Baker"),
    "thief": QT_TRANSLATE_NOOP("Role", "Thief"),
    "witch": QT_TRANSLATE_NOOP("Role", "Witch"),
    "dictator": QT_TRANSLATE_NOOP("Role", "Dictator"),
    "cursed": QT_TRANSLATE_NOOP("Role", "Cursed"),
    "tough_guy": QT_TRANSLATE_NOOP("Role", "Tough Guy"),
    "lycan": QT_TRANSLATE_NOOP("Role", "Lycan"),
    "apprentice_seer": QT_TRANSLATE_NOOP("Role", "Apprentice Seer"),
    "diseased": QT_TRANSLATE_NOOP("Role", "Diseased"),
    "trapper": QT_TRANSLATE_NOOP("Role", "Trapper"),
    "assassin": QT_TRANSLATE_NOOP("Role", "Assassin"),
    "priest": QT_TRANSLATE_NOOP("Role", "Priest"),
    "old_man": QT_TRANSLATE_NOOP("Role", "Old Man"),
    "mayor": QT_TRANSLATE_NOOP("Role", "Mayor"),
    "doctor": QT_TRANSLATE_NOOP("Role", "Doctor"),
    "wolfsbane": QT_TRANSLATE_NOOP("Role", "Wolfsbane"),
    "vigilante": QT_TRANSLATE_NOOP("Role", "Vigilante"),
    "magistrate": QT_TRANSLATE_NOOP("Role", "Magistrate"),
    "cupid": QT_TRANSLATE_NOOP("Role", "Cupid"),
    "psycho_killer": QT_TRANSLATE_NOOP("Role", "Psycho Killer"),
    "lone_wolf": QT_TRANSLATE_NOOP("Role", "Lone Wolf"),
    "wolf_cub": QT_TRANSLATE_NOOP("Role", "Wolf Cub"),
    "fanatic": QT_TRANSLATE_NOOP("Role", "Fanatic"),
    "black_cat": QT_TRANSLATE_NOOP("Role", "Black Cat"),
    "big_wolf": QT_TRANSLATE_NOOP("Role", "Big Wolf"),
    "sorcerer": QT_TRANSLATE_NOOP("Role", "Sorcerer"),
    "devil": QT_TRANSLATE_NOOP("Role", "Devil"),
    "fox": QT_TRANSLATE_NOOP("Role", "Fox"),
    "immoralist": QT_TRANSLATE_NOOP("Role", "Immoralist"),
    "fox_cub": QT_TRANSLATE_NOOP("Role", "Fox Cub"),
    "lover": QT_TRANSLATE_NOOP("Role", "Lover"),
    "vampire": QT_TRANSLATE_NOOP("Role", "Vampire"),
    "mafia": QT_TRANSLATE_NOOP("Role", "Mafia"),
    "spy": QT_TRANSLATE_NOOP("Role", "Spy"),
    "teruteru": QT_TRANSLATE_NOOP("Role", "Teruteru"),
}
"""The English name of every role id (context ``Role``): the app's, the narrator's, the reports'."""
