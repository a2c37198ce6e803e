"""Every text the app shows for the engine's ids: messages, roles, sides, verbs and phases.

The engine speaks in ids (`Message("gone_home", {"seat": 3})`); this module turns them into
English sentences through Qt's translation system, so translators can add Japanese and French
with ``pyside6-lupdate ww_desktop/texts/i18n.py -ts translations/ww_desktop_ja.ts``. Every source
string sits in a literal ``QT_TRANSLATE_NOOP(context, text)`` (tables) or
``QCoreApplication.translate(context, text, "one"|"many")`` (texts with a count, ``%n``, see
`_counted`) where lupdate can find it. Placeholders are Qt's ``%1``, ``%2``... (filled by
`assemble.fill`), each explained to translators by a ``#:`` comment before its text
("%1: the player's name, %2: the name of the player chosen"); translators keep them all.

Three wordings, chosen per table (the preset's default, see `presets/`):

* ``gentle``: the werewolves *prank* and people *go home*;
* ``neutral``: the werewolves *attack* and people are *eliminated*;
* ``classic``: the werewolves *kill* and the village *lynches*.

Public texts never say how someone went home: `gone_home` is "Ann went home" whatever the
cause; only the host's log (`went_home` with its cause) says why.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.messages import WORDINGS as ENGINE_WORDINGS
from ..engine.messages import Audience, Message
from ..engine.role_names import ROLE_NAMES
from ..engine.settings import SPECS
from .assemble import fill, join_and, join_list, label, number, sentence

WORDINGS: tuple[str, ...] = ENGINE_WORDINGS
"""The three wordings a table can choose (the engine's `messages.WORDINGS`)."""

DEFAULT_WORDING = "gentle"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark a text for translation (lupdate finds it) and return it untranslated."""
    del context
    return text


def _tr(context: str, text: str) -> str:
    """Translate a source text already marked with QT_TRANSLATE_NOOP."""
    return QCoreApplication.translate(context, text)


def _wording(wording: str) -> str:
    return wording if wording in WORDINGS else DEFAULT_WORDING


# --------------------------------------------------------------------------- roles

ROLE_BLURBS: dict[str, str] = {
    "villager": QT_TRANSLATE_NOOP(
        "RoleBlurb", "You have no power at night: listen, reason and vote the werewolves out."
    ),
    "werewolf": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Each night you and your pack choose one player to send home."
    ),
    "knight": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Each night you stand guard over one other player and keep them safe."
    ),
    "seer": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Each night you look at one player and learn whether they are a werewolf."
    ),
    "medium": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Each night you learn whether the player voted home today was a werewolf."
    ),
    "traitor": QT_TRANSLATE_NOOP(
        "RoleBlurb", "A human who wants the werewolves to win; looks read you as human."
    ),
    "mason": QT_TRANSLATE_NOOP(
        "RoleBlurb", "You know the other Masons from the start, and they know you."
    ),
    "nekomata": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Whoever sends you home risks being taken home with you."
    ),
    "hunter": QT_TRANSLATE_NOOP(
        "RoleBlurb", "When you go home you may take one other player with you."
    ),
    "baker": QT_TRANSLATE_NOOP(
        "RoleBlurb", "While you are here, the table gets fresh bread every morning."
    ),
    "thief": QT_TRANSLATE_NOOP(
        "RoleBlurb", "On the first night you may swap your card with another player's."
    ),
    "witch": QT_TRANSLATE_NOOP(
        "RoleBlurb", "You hold one potion that saves a player and one that sends a player home."
    ),
    "dictator": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Once a game you may reveal yourself and decide the day's vote alone."
    ),
    "cursed": QT_TRANSLATE_NOOP(
        "RoleBlurb", "A villager who joins the werewolves if they choose you at night."
    ),
    "tough_guy": QT_TRANSLATE_NOOP(
        "RoleBlurb", "If the werewolves come for you, you hold on for one more day."
    ),
    "lycan": QT_TRANSLATE_NOOP("RoleBlurb", "A villager whom the Seer wrongly sees as a werewolf."),
    "apprentice_seer": QT_TRANSLATE_NOOP(
        "RoleBlurb", "When the Seer goes home, you take over their looks."
    ),
    "diseased": QT_TRANSLATE_NOOP(
        "RoleBlurb", "If the werewolves choose you, they skip their next night."
    ),
    "trapper": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Each night you set a trap at one player's door to catch visitors."
    ),
    "assassin": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Once a game you may send one player home at night."
    ),
    "priest": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Once a game you bless a player so the next trip home passes them by."
    ),
    "old_man": QT_TRANSLATE_NOOP(
        "RoleBlurb", "You go home of old age after a number of nights, whatever happens."
    ),
    "mayor": QT_TRANSLATE_NOOP("RoleBlurb", "Your vote counts twice when the table votes."),
    "doctor": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Each night you protect one player from the werewolves."
    ),
    "wolfsbane": QT_TRANSLATE_NOOP("RoleBlurb", "The werewolves cannot send you home at night."),
    "vigilante": QT_TRANSLATE_NOOP(
        "RoleBlurb", "At night you may send one player you suspect home."
    ),
    "magistrate": QT_TRANSLATE_NOOP("RoleBlurb", "Once a game you may call off the day's vote."),
    "cupid": QT_TRANSLATE_NOOP(
        "RoleBlurb", "On the first night you tie two players together: if one goes, both go."
    ),
    "psycho_killer": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Each night you may send one player home on your own."
    ),
    "lone_wolf": QT_TRANSLATE_NOOP(
        "RoleBlurb", "A werewolf who wins only by being the last werewolf standing."
    ),
    "wolf_cub": QT_TRANSLATE_NOOP(
        "RoleBlurb", "A young werewolf: if you go home, the pack chooses twice the next night."
    ),
    "fanatic": QT_TRANSLATE_NOOP(
        "RoleBlurb", "A human who knows the werewolves and wants them to win."
    ),
    "black_cat": QT_TRANSLATE_NOOP(
        "RoleBlurb", "On the werewolves' side; when voted home you take someone with you."
    ),
    "big_wolf": QT_TRANSLATE_NOOP("RoleBlurb", "A werewolf whom the Seer sees as a plain human."),
    "sorcerer": QT_TRANSLATE_NOOP(
        "RoleBlurb", "On the werewolves' side; each night you look for the Seer."
    ),
    "devil": QT_TRANSLATE_NOOP(
        "RoleBlurb", "On the werewolves' side; you wake with them and cannot be sent home at night."
    ),
    "fox": QT_TRANSLATE_NOOP(
        "RoleBlurb", "Survive to the end and you steal the win; a Seer's look sends you home."
    ),
    "immoralist": QT_TRANSLATE_NOOP(
        "RoleBlurb", "You know the Fox and go home the moment the Fox does."
    ),
    "fox_cub": QT_TRANSLATE_NOOP(
        "RoleBlurb", "A young fox who wins with the Fox and may look at players at night."
    ),
    "lover": QT_TRANSLATE_NOOP(
        "RoleBlurb", "You know your partner; if one of you goes home, the other follows."
    ),
    "vampire": QT_TRANSLATE_NOOP(
        "RoleBlurb", "You play against everyone and win when the town is yours."
    ),
    "mafia": QT_TRANSLATE_NOOP(
        "RoleBlurb", "With your family you send one player home each night and outlast the rest."
    ),
    "spy": QT_TRANSLATE_NOOP(
        "RoleBlurb", "On the Mafia's side; you wake with them and learn what they know."
    ),
    "teruteru": QT_TRANSLATE_NOOP("RoleBlurb", "You win on your own if the table votes you home."),
}
"""One sentence per role, in our own words, of what the role does."""


def role_name(role_id: str) -> str:
    """The role's display name ("Seer"); an unknown id is shown tidied up."""
    text = ROLE_NAMES.get(role_id)
    if text is None:
        return role_id.replace("_", " ").title()
    return _tr("Role", text)


PROBLEMS: dict[str, str] = {
    #: %1: the rule set's id, as given
    "unknown_preset": QT_TRANSLATE_NOOP("Problem", "There is no rule set called %1."),
    #: %1: the fewest players, %2: the most players, %3: the players at the table
    "player_count": QT_TRANSLATE_NOOP(
        "Problem", "These rules are for %1 to %2 players; the table has %3."
    ),
    "name_missing": QT_TRANSLATE_NOOP("Problem", "Every player needs a name."),
    #: %1: the name given twice
    "name_twice": QT_TRANSLATE_NOOP(
        "Problem", "Two players are called %1: give them different names."
    ),
    #: %1: the player's name, %2: the role's id, as given
    "unknown_role": QT_TRANSLATE_NOOP("Problem", "%1 has a role these rules do not know (%2)."),
    #: %1: a role's name, %2: the player's name
    "role_not_in_preset": QT_TRANSLATE_NOOP("Problem", "These rules have no %1 (given to %2)."),
    #: %1: a role's name, %2: the fewest cards of it, %3: the cards dealt
    "role_pair": QT_TRANSLATE_NOOP("Problem", "The %1 comes as a pair: deal at least %2, not %3."),
    #: %1: the Lovers dealt (3 or more)
    "one_lover_pair": QT_TRANSLATE_NOOP(
        "Problem", "Only one pair of Lovers can be dealt, not %1 Lovers."
    ),
    "no_werewolf": QT_TRANSLATE_NOOP("Problem", "Deal at least one werewolf."),
    #: %1: the werewolves dealt, %2: the other players
    "wolves_not_outnumbered": QT_TRANSLATE_NOOP(
        "Problem",
        "The werewolves must be outnumbered at the start (werewolves: %1, others: %2).",
    ),
    #: %1: the players' names (a list)
    "no_role_for": QT_TRANSLATE_NOOP("Problem", "No card entered for %1."),
    #: %1: the names given (a list)
    "role_for_stranger": QT_TRANSLATE_NOOP(
        "Problem", "Cards entered for people not at the table: %1."
    ),
    #: %1: the house rule's id, as given
    "unknown_setting": QT_TRANSLATE_NOOP("Problem", "Unknown house rule: %1."),
    #: %1: what the house rule is about (the lobby's words)
    "setting_not_offered": QT_TRANSLATE_NOOP("Problem", "These rules have no house rule “%1”."),
    #: %1: what the house rule is about (the lobby's words)
    "setting_whole_number": QT_TRANSLATE_NOOP(
        "Problem", "The house rule “%1” takes a whole number."
    ),
    #: %1: what the house rule is about, %2: the lowest value, %3: the highest
    "setting_range": QT_TRANSLATE_NOOP("Problem", "The house rule “%1” must be between %2 and %3."),
    #: %1: what the house rule is about, %2: the value refused (in words)
    "setting_choice": QT_TRANSLATE_NOOP("Problem", "The house rule “%1” cannot be %2."),
}
"""Setup problems (`engine.problems.Problem` ids) in words, with %1, %2... for parameters."""


PRESET_TITLES: dict[str, str] = {
    "standard": QT_TRANSLATE_NOOP("LobbyPage", "Standard (many roles)"),
    "basic": QT_TRANSLATE_NOOP("LobbyPage", "Basic"),
    "classic": QT_TRANSLATE_NOOP("LobbyPage", "Classic"),
    "compact": QT_TRANSLATE_NOOP("LobbyPage", "Compact (quick games)"),
    "traditional": QT_TRANSLATE_NOOP("LobbyPage", "Traditional party game"),
}
"""The name of each preset, as the lobby's menu shows it (same texts, context ``LobbyPage``)."""


def preset_title(preset_id: str) -> str:
    """A preset's name in the table's language (History, the Markdown report)."""
    text = PRESET_TITLES.get(str(preset_id))
    return _tr("LobbyPage", text) if text else str(preset_id)


def setting_text(setting_id: str) -> str:
    """What a house rule is about, as the lobby shows it (from `engine.settings.SPECS`)."""
    spec = SPECS.get(str(setting_id))
    if spec is None or not spec.title:
        return str(setting_id).replace("_", " ").capitalize()
    return _tr("LobbyPage", spec.title)


def setting_title(setting_id: str) -> str:
    """A house rule named by what it is about, without the final full stop (setup problems)."""
    if str(setting_id) not in SPECS:
        return str(setting_id)
    return setting_text(setting_id).rstrip(".。")


def problem_text(problem: str) -> str:
    """A setup problem in the table's language (falls back to the engine's English)."""
    problem_id = getattr(problem, "id", None)
    template = PROBLEMS.get(problem_id or "")
    if template is None:
        return str(problem)
    p: dict[str, Any] = getattr(problem, "params", {})

    def role(key: str) -> str:
        return role_name(str(p.get(key, "")))

    def num(key: str) -> str:
        value = p.get(key)
        return number(value) if isinstance(value, int) else str(value)

    args: dict[str, list[str]] = {
        "unknown_preset": [str(p.get("preset"))],
        "player_count": [num("low"), num("high"), num("count")],
        "name_twice": [str(p.get("name"))],
        "unknown_role": [str(p.get("name")), str(p.get("role"))],
        "role_not_in_preset": [role("role"), str(p.get("name"))],
        "role_pair": [role("role"), num("need"), num("count")],
        "one_lover_pair": [num("count")],
        "wolves_not_outnumbered": [num("wolves"), num("others")],
        "no_role_for": [join_names(list(p.get("names", [])))],
        "role_for_stranger": [join_names(list(p.get("names", [])))],
        "unknown_setting": [str(p.get("setting"))],
        "setting_not_offered": [setting_title(str(p.get("setting")))],
        "setting_whole_number": [setting_title(str(p.get("setting")))],
        "setting_range": [setting_title(str(p.get("setting"))), num("low"), num("high")],
        "setting_choice": [
            setting_title(str(p.get("setting"))),
            setting_value(str(p.get("setting")), p.get("value")),
        ],
    }
    return fill(_tr("Problem", template), *args.get(problem_id or "", []))


def setting_value(setting_id: str, value: object) -> str:
    """A house rule's value in words ("free_white" -> "told one person who is not a werewolf")."""
    spec = SPECS.get(str(setting_id))
    text = spec.labels.get(value) if spec is not None and not isinstance(value, bool) else None
    if text is None:
        if isinstance(value, int) and not isinstance(value, bool):
            return number(value)
        return str(value).replace("_", " ")
    return _tr("Setting", text)


def role_blurb(role_id: str) -> str:
    """One sentence saying what the role does."""
    text = ROLE_BLURBS.get(role_id)
    if text is None:
        return ""
    return _tr("RoleBlurb", text)


# --------------------------------------------------------------------------- sides

SIDE_NAMES: dict[str, str] = {
    "village": QT_TRANSLATE_NOOP("Side", "Village"),
    "werewolves": QT_TRANSLATE_NOOP("Side", "Werewolves"),
    "foxes": QT_TRANSLATE_NOOP("Side", "Foxes"),
    "lovers": QT_TRANSLATE_NOOP("Side", "Lovers"),
    "vampire": QT_TRANSLATE_NOOP("Side", "Vampire"),
    "mafia": QT_TRANSLATE_NOOP("Side", "Mafia"),
    "solo": QT_TRANSLATE_NOOP("Side", "On their own"),
    "draw": QT_TRANSLATE_NOOP("Side", "Nobody"),
}

WINNER_TEXTS: dict[str, str] = {
    "village": QT_TRANSLATE_NOOP("Winner", "The village wins"),
    "werewolves": QT_TRANSLATE_NOOP("Winner", "The werewolves win"),
    "foxes": QT_TRANSLATE_NOOP("Winner", "The foxes win"),
    "lovers": QT_TRANSLATE_NOOP("Winner", "The lovers win"),
    "vampire": QT_TRANSLATE_NOOP("Winner", "The vampire wins"),
    "mafia": QT_TRANSLATE_NOOP("Winner", "The Mafia wins"),
    "solo": QT_TRANSLATE_NOOP("Winner", "A lone player wins"),
    "draw": QT_TRANSLATE_NOOP("Winner", "Nobody wins: a draw"),
}


def side_name(side: str) -> str:
    """The side's display name ("Village", "Werewolves")."""
    text = SIDE_NAMES.get(str(side))
    return _tr("Side", text) if text else str(side).replace("_", " ").title()


def winner_text(winner: str | None) -> str:
    """The headline of the reveal ("The village wins")."""
    text = WINNER_TEXTS.get(winner or "draw")
    if text is None:
        #: %1: a side's name ("Vampires")
        return fill(QCoreApplication.translate("Winner", "%1 wins"), side_name(winner or ""))
    return _tr("Winner", text)


# --------------------------------------------------------------------------- verbs

_VERBS: dict[str, str] = {
    "inspect": QT_TRANSLATE_NOOP("Verb", "Look"),
    "guard": QT_TRANSLATE_NOOP("Verb", "Guard"),
    "steal": QT_TRANSLATE_NOOP("Verb", "Swap cards"),
    "save": QT_TRANSLATE_NOOP("Verb", "Save"),
    "revive": QT_TRANSLATE_NOOP("Verb", "Bring back"),
    "trap": QT_TRANSLATE_NOOP("Verb", "Set a trap"),
    "bless": QT_TRANSLATE_NOOP("Verb", "Bless"),
    "bite": QT_TRANSLATE_NOOP("Verb", "Bite"),
    "sprinkle": QT_TRANSLATE_NOOP("Verb", "Sprinkle"),
    "shield": QT_TRANSLATE_NOOP("Verb", "Shield"),
    "link": QT_TRANSLATE_NOOP("Verb", "Tie two players"),
    "note": QT_TRANSLATE_NOOP("Verb", "Note a guess"),
    "dictate": QT_TRANSLATE_NOOP("Verb", "Decide the vote"),
    "vote": QT_TRANSLATE_NOOP("Verb", "Vote"),
    "runoff": QT_TRANSLATE_NOOP("Verb", "Runoff vote"),
    "wake": QT_TRANSLATE_NOOP("Verb", "Wake"),
    "end_discussion": QT_TRANSLATE_NOOP("Verb", "End the discussion"),
    "accuse": QT_TRANSLATE_NOOP("Verb", "Accuse"),
}

_WORDED_VERBS: dict[str, dict[str, str]] = {
    "attack": {
        "gentle": QT_TRANSLATE_NOOP("Verb", "Prank"),
        "neutral": QT_TRANSLATE_NOOP("Verb", "Attack"),
        "classic": QT_TRANSLATE_NOOP("Verb", "Kill"),
    },
    "poison": {
        "gentle": QT_TRANSLATE_NOOP("Verb", "Send home"),
        "neutral": QT_TRANSLATE_NOOP("Verb", "Poison"),
        "classic": QT_TRANSLATE_NOOP("Verb", "Poison"),
    },
    "assassinate": {
        "gentle": QT_TRANSLATE_NOOP("Verb", "Send home"),
        "neutral": QT_TRANSLATE_NOOP("Verb", "Eliminate"),
        "classic": QT_TRANSLATE_NOOP("Verb", "Assassinate"),
    },
    "kill": {
        "gentle": QT_TRANSLATE_NOOP("Verb", "Send home"),
        "neutral": QT_TRANSLATE_NOOP("Verb", "Eliminate"),
        "classic": QT_TRANSLATE_NOOP("Verb", "Kill"),
    },
    "shoot": {
        "gentle": QT_TRANSLATE_NOOP("Verb", "Take along"),
        "neutral": QT_TRANSLATE_NOOP("Verb", "Eliminate"),
        "classic": QT_TRANSLATE_NOOP("Verb", "Shoot"),
    },
}


def verb_label(verb: str, wording: str = DEFAULT_WORDING) -> str:
    """The button label of a verb in the table's wording ("Prank" / "Attack" / "Kill")."""
    verb = str(verb)
    worded = _WORDED_VERBS.get(verb)
    if worded is not None:
        return _tr("Verb", worded[_wording(wording)])
    text = _VERBS.get(verb)
    return _tr("Verb", text) if text else verb.replace("_", " ").capitalize()


# --------------------------------------------------------------------------- refusals

REFUSALS: dict[str, str] = {
    "game_over": QT_TRANSLATE_NOOP("Refusal", "The game is over; nothing more can be chosen."),
    #: %1: the seat's number
    "no_seat": QT_TRANSLATE_NOOP("Refusal", "There is no seat %1."),
    #: %1: the player's name
    "gone_cannot_act": QT_TRANSLATE_NOOP("Refusal", "%1 has gone home and cannot act."),
    #: %1: the player's name (or "The host"), %2: the action ("Look")
    "not_asked": QT_TRANSLATE_NOOP("Refusal", "%1 is not asked for “%2” now."),
    #: %1: the player's name (or "The host"), %2: the action ("Look")
    "must_choose": QT_TRANSLATE_NOOP("Refusal", "%1 must choose someone for “%2”."),
    #: %1: the player's name (or "The host")
    "different_people": QT_TRANSLATE_NOOP("Refusal", "%1 must name different people."),
    #: %1: what was given instead of a seat
    "not_a_seat": QT_TRANSLATE_NOOP("Refusal", "%1 is not a seat."),
    #: %1: the name of the player chosen
    "target_gone": QT_TRANSLATE_NOOP("Refusal", "%1 has gone home."),
    #: %1: the player's name (or "The host"), %2: the name of the player chosen, %3: the action
    #: ("Look")
    "cannot_target": QT_TRANSLATE_NOOP("Refusal", "%1 cannot choose %2 for “%3”."),
    #: %1: the player's name (or "The host"), %2: the action ("Look")
    "cannot_target_self": QT_TRANSLATE_NOOP("Refusal", "%1 cannot choose themselves for “%2”."),
}
"""The engine's refusals (`IllegalChoice.id`) in words, %1, %2... for the parameters; the
counted one ("count") is in `refusal_text`."""


def refusal_text(exc: Exception, names: Sequence[str], wording: str = DEFAULT_WORDING) -> str:
    """An engine refusal (`IllegalChoice`) in the table's language (else its English)."""
    refusal_id = str(getattr(exc, "id", "") or "")
    p: Mapping[str, Any] = getattr(exc, "params", {}) or {}

    def who() -> str:
        seat = p.get("seat")
        if seat is None:
            return QCoreApplication.translate("Refusal", "The host")
        return _name(names, seat)

    def verb() -> str:
        return verb_label(str(p.get("verb", "")), wording)

    if refusal_id == "count":
        n = int(p.get("count", 1))
        text = (
            #: %1: the player's name (or "The host")
            QCoreApplication.translate("Refusal", "%1 must name %n people.", "one")
            if n == 1
            #: %1: the player's name (or "The host")
            else QCoreApplication.translate("Refusal", "%1 must name %n people.", "many")
        )
        return fill(_counted(text, n), who())
    template = REFUSALS.get(refusal_id)
    if template is None:
        return str(exc)
    args: dict[str, list[str]] = {
        "no_seat": [_number(p.get("seat"))],
        "gone_cannot_act": [who()],
        "not_asked": [who(), verb()] if "verb" in p else [],
        "must_choose": [who(), verb()] if "verb" in p else [],
        "different_people": [who()],
        "not_a_seat": [str(p.get("value", ""))],
        "target_gone": [_name(names, p.get("target"))],
        "cannot_target": [who(), _name(names, p.get("target")), verb()] if "verb" in p else [],
        "cannot_target_self": [who(), verb()] if "verb" in p else [],
    }
    return fill(_tr("Refusal", template), *args.get(refusal_id, []))


# --------------------------------------------------------------------------- store errors

STORE_ERRORS: dict[str, str] = {
    "LockedStoreError": QT_TRANSLATE_NOOP(
        "StoreError",
        "The saved-games file is busy: another program (perhaps another Werewolf Desktop "
        "window) is using it. Nothing was changed; close the other program or wait, then try "
        "again.",
    ),
    "ReadOnlyStoreError": QT_TRANSLATE_NOOP(
        "StoreError",
        "The saved-games file cannot be written (the file, its folder or the disk is "
        "read-only). Nothing was changed.",
    ),
    "CorruptStoreError": QT_TRANSLATE_NOOP(
        "StoreError", "The saved-games file is damaged. It has been left untouched."
    ),
    "UnknownGameError": QT_TRANSLATE_NOOP(
        "StoreError", "This game is no longer among the saved games (deleted in another window?)."
    ),
    "disk_full": QT_TRANSLATE_NOOP(
        "StoreError",
        "The disk holding the saved games is full. The last change was not saved; free some "
        "space and try again.",
    ),
    "cannot_open": QT_TRANSLATE_NOOP(
        "StoreError", "The saved-games file cannot be opened. Check that its folder exists."
    ),
    "read_write": QT_TRANSLATE_NOOP(
        "StoreError",
        "The saved-games file could not be read or written. Nothing more was changed; try "
        "again, or restart the app.",
    ),
}
"""A saved-games failure in words, by the error's class, else by its `reason`."""


def store_error_text(exc: Exception) -> str:
    """A `StoreError` in the table's language (else the store's English)."""
    for cls in type(exc).__mro__:
        text = STORE_ERRORS.get(cls.__name__)
        if text is not None:
            return _tr("StoreError", text)
    text = STORE_ERRORS.get(str(getattr(exc, "reason", "") or ""))
    return _tr("StoreError", text) if text is not None else str(exc)


# --------------------------------------------------------------------------- phases

_PHASES: dict[str, str] = {
    "night": QT_TRANSLATE_NOOP("Phase", "Night"),
    "day": QT_TRANSLATE_NOOP("Phase", "Day"),
    "ended": QT_TRANSLATE_NOOP("Phase", "The end"),
    "discussion": QT_TRANSLATE_NOOP("Phase", "Discussion"),
    "vote": QT_TRANSLATE_NOOP("Phase", "The vote"),
    "runoff": QT_TRANSLATE_NOOP("Phase", "The runoff vote"),
    "reaction": QT_TRANSLATE_NOOP("Phase", "A moment, please"),
}


def phase_name(phase: str) -> str:
    """A phase or public step ("night", "day", "vote"...) for display."""
    text = _PHASES.get(phase)
    return _tr("Phase", text) if text else phase.capitalize()


def day_title(day: int) -> str:
    """ "Day 2"."""
    #: %1: the day's number
    return fill(QCoreApplication.translate("Phase", "Day %1"), day)


def night_title(night: int) -> str:
    """ "Night 2"."""
    #: %1: the night's number
    return fill(QCoreApplication.translate("Phase", "Night %1"), night)


def morning_title(day: int) -> str:
    """ "Morning of day 2"."""
    #: %1: the day's number
    return fill(QCoreApplication.translate("Phase", "Morning of day %1"), day)


# --------------------------------------------------------------------------- going home

_WENT_HOME_BADGE: dict[str, str] = {
    "gentle": QT_TRANSLATE_NOOP("Badge", "went home"),
    "neutral": QT_TRANSLATE_NOOP("Badge", "eliminated"),
    "classic": QT_TRANSLATE_NOOP("Badge", "dead"),
}


def gone_home_when(day: int | None, phase: str | None) -> str:
    """When a player went home, as one whole phrase ("went home on night 2", 「第2夜に退場」).

    Never built from a separately translated "night"/"day" word, so each language words the
    date its own way (Japanese nights are 第N夜, days N日目).
    """
    if day is None:
        return QCoreApplication.translate("Badge", "gone")
    if phase == "night":
        #: %1: the night's number
        text = QCoreApplication.translate("Badge", "went home on night %1")
    else:
        #: %1: the day's number
        text = QCoreApplication.translate("Badge", "went home on day %1")
    return fill(text, number(day))


def went_home_badge(day: int | None, phase: str | None, wording: str = DEFAULT_WORDING) -> str:
    """The small badge on a gone player's nameplate ("went home · night 2"); never how."""
    label = _tr("Badge", _WENT_HOME_BADGE[_wording(wording)])
    if day is None:
        return label
    if phase == "night":
        #: %1: the night's number (after "eliminated" or "dead" and a dot)
        when = fill(QCoreApplication.translate("Badge", "night %1"), number(day))
    else:
        #: %1: the day's number (after "eliminated" or "dead" and a dot)
        when = fill(QCoreApplication.translate("Badge", "day %1"), number(day))
    return f"{label} · {when}"


def join_names(names: Sequence[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cleo"."""
    return join_and(names)


def gone_home_headline(names: Sequence[str], wording: str = DEFAULT_WORDING) -> str:
    """The morning card's headline: "Nobody went home" / "Ann and Bob went home" (never how)."""
    w = _wording(wording)
    n = len(names)
    if n == 0:
        if w == "gentle":
            return QCoreApplication.translate("Morning", "Nobody went home")
        if w == "neutral":
            return QCoreApplication.translate("Morning", "Nobody was eliminated")
        return QCoreApplication.translate("Morning", "Nobody died")
    who = join_names(names)
    one = n == 1  # counted texts: see _counted()
    if w == "gentle":
        text = (
            #: %1: the players' names (a list)
            QCoreApplication.translate("Morning", "%1 went home", "one")
            if one
            #: %1: the players' names (a list)
            else QCoreApplication.translate("Morning", "%1 went home", "many")
        )
    elif w == "neutral":
        text = (
            #: %1: the players' names (a list)
            QCoreApplication.translate("Morning", "%n eliminated: %1", "one")
            if one
            #: %1: the players' names (a list)
            else QCoreApplication.translate("Morning", "%n eliminated: %1", "many")
        )
    else:
        text = (
            #: %1: the players' names (a list)
            QCoreApplication.translate("Morning", "%n died: %1", "one")
            if one
            #: %1: the players' names (a list)
            else QCoreApplication.translate("Morning", "%n died: %1", "many")
        )
    return fill(_counted(text, n), who)


_CAUSES: dict[str, str] = {
    "prank": QT_TRANSLATE_NOOP("Cause", "chosen by the werewolves"),
    "vote": QT_TRANSLATE_NOOP("Cause", "voted home"),
    "dictate": QT_TRANSLATE_NOOP("Cause", "sent home by the Dictator"),
    "poison": QT_TRANSLATE_NOOP("Cause", "the Witch's potion"),
    "assassin": QT_TRANSLATE_NOOP("Cause", "the Assassin"),
    "bite": QT_TRANSLATE_NOOP("Cause", "the Vampire's bite"),
    "mafia": QT_TRANSLATE_NOOP("Cause", "the Mafia"),
    "vigilante": QT_TRANSLATE_NOOP("Cause", "the Vigilante"),
    "hunter": QT_TRANSLATE_NOOP("Cause", "taken along by the Hunter"),
    "nekomata": QT_TRANSLATE_NOOP("Cause", "taken along by the Nekomata"),
    "black_cat": QT_TRANSLATE_NOOP("Cause", "taken along by the Black Cat"),
    "follow": QT_TRANSLATE_NOOP("Cause", "followed a partner"),
    "looked": QT_TRANSLATE_NOOP("Cause", "looked at by the Seer"),
    "psycho": QT_TRANSLATE_NOOP("Cause", "the Psycho Killer"),
    "trap": QT_TRANSLATE_NOOP("Cause", "caught in a trap"),
    "old_age": QT_TRANSLATE_NOOP("Cause", "old age"),
    "delayed": QT_TRANSLATE_NOOP("Cause", "a delayed effect"),
}


_CAUSES_WORDED: dict[tuple[str, str], str] = {
    ("prank", "classic"): QT_TRANSLATE_NOOP("Cause", "killed by the werewolves"),
    ("prank", "neutral"): QT_TRANSLATE_NOOP("Cause", "attacked by the werewolves"),
    ("vote", "classic"): QT_TRANSLATE_NOOP("Cause", "lynched"),
    ("vote", "neutral"): QT_TRANSLATE_NOOP("Cause", "voted out"),
}
"""The causes whose words change with the table's wording (the others read the same in all)."""


def cause_label(cause: str | None, wording: str = "gentle") -> str:
    """Why someone went home, in the table's *wording*: for the HOST's log and the
    end-of-game reveal only."""
    text = _CAUSES_WORDED.get((cause or "", wording)) or _CAUSES.get(cause or "")
    return _tr("Cause", text) if text else (cause or "").replace("_", " ")


_READINGS: dict[str, str] = {
    #: %1: the name of the player looked at
    "werewolf": QT_TRANSLATE_NOOP("Reading", "%1 is a werewolf"),
    #: %1: the name of the player looked at
    "not_werewolf": QT_TRANSLATE_NOOP("Reading", "%1 is not a werewolf"),
    #: %1: the name of the player looked at
    "vampire": QT_TRANSLATE_NOOP("Reading", "%1 is a vampire"),
    #: %1: the name of the player looked at
    "unclear": QT_TRANSLATE_NOOP("Reading", "nothing clear about %1"),
    #: %1: the name of the player looked at
    "seer": QT_TRANSLATE_NOOP("Reading", "%1 is the Seer"),
    #: %1: the name of the player looked at
    "not_seer": QT_TRANSLATE_NOOP("Reading", "%1 is not the Seer"),
}


def reading_text(name: str, result: str) -> str:
    """A look's result about one player ("Ann is not a werewolf"); a role id (the Devil's and
    the Spy's looks, the Seer's look at a Devil) reads as that card."""
    if result not in _READINGS and result in ROLE_NAMES:
        return card_text(name, result)
    text = _READINGS.get(result, _READINGS["unclear"])
    return fill(_tr("Reading", text), name)


def card_text(name: str, role_id: str) -> str:
    """A card shown to someone: "Ann's card: Seer" (a face-up card, a look that tells a role)."""
    #: %1: the player's name, %2: the role on the card
    text = QCoreApplication.translate("Card", "%1's card: %2")
    return fill(text, name, role_name(role_id))


def claim_role_text(role_id: str) -> str:
    """A claim tag on a nameplate: "says Seer"."""
    #: %1: a role's name (what the player claims to be)
    return fill(QCoreApplication.translate("Claim", "says %1"), role_name(role_id))


def claim_report_text(target_name: str, werewolf: bool) -> str:
    """A reported result on a nameplate: "says: Ann is a werewolf"."""
    if werewolf:
        #: %1: the name of the player the claim is about
        text = QCoreApplication.translate("Claim", "says: %1 is a werewolf")
    else:
        #: %1: the name of the player the claim is about
        text = QCoreApplication.translate("Claim", "says: %1 is not a werewolf")
    return fill(text, target_name)


def _counted(text: str, n: int) -> str:
    """A translated text with a count: `%n` replaced by the number.

    pyside6-lupdate marks a ``translate(context, text, None, n)`` call as plural forms only when
    the count is a literal, and Qt finds no single-form translation for a count of 2 or more in
    French. So each counted text is looked up WITHOUT the count, as two entries told apart by
    their disambiguation, ``"one"`` (n == 1) and ``"many"`` (any other n), and `%n` is
    replaced here.
    """
    return text.replace("%n", number(n))


def votes_text(count: int) -> str:
    """ "1 vote", "3 votes" (one and many forms, see `_counted`)."""
    if count == 1:
        text = QCoreApplication.translate("Vote", "%n vote(s)", "one")
        english = "%n vote"
    else:
        text = QCoreApplication.translate("Vote", "%n vote(s)", "many")
        english = "%n votes"
    return _counted(english if text == "%n vote(s)" else text, count)


# --------------------------------------------------------------------------- messages


def _name(names: Sequence[str], seat: Any) -> str:
    try:
        return names[int(seat)]
    except (TypeError, ValueError, IndexError):
        return QCoreApplication.translate("Names", "someone")


def _number(value: Any) -> str:
    """A count or a night number in the language's style; "?" when missing."""
    return number(value) if isinstance(value, int) else "?" if value is None else str(value)


def _names(names: Sequence[str], seats: Any) -> str:
    return join_names([_name(names, s) for s in (seats or [])])


def message_text(msg: Message, names: Sequence[str], wording: str = DEFAULT_WORDING) -> str:
    """One engine message as a sentence, in the table's wording.

    `names` are the players' names in seat order. A public message never says how someone
    went home; an unknown public id gives "" (the screens skip it) so that a new engine message
    can never leak through a fallback text.
    """
    w = _wording(wording)
    p: Mapping[str, Any] = msg.params
    handler = _HANDLERS.get(msg.id)
    if handler is not None:
        return str(handler(p, names, w))
    if msg.audience is Audience.PUBLIC:
        return ""
    #: %1: the message's id
    return fill(QCoreApplication.translate("Message", "(%1)"), msg.id.replace("_", " "))


def _m_gone_home(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    who = _name(names, p.get("seat"))
    if w == "gentle":
        #: %1: the player's name
        return fill(QCoreApplication.translate("Message", "%1 went home."), who)
    if w == "neutral":
        #: %1: the player's name
        return fill(QCoreApplication.translate("Message", "%1 was eliminated."), who)
    #: %1: the player's name
    return fill(QCoreApplication.translate("Message", "%1 died."), who)


def _m_morning(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    return sentence(gone_home_headline([_name(names, s) for s in p.get("gone") or []], w))


def _m_role_revealed(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    return sentence(card_text(_name(names, p.get("seat")), str(p.get("role", ""))))


def _m_peaceful(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    return QCoreApplication.translate("Message", "A quiet night.")


def _m_voted_home(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    who = _name(names, p.get("seat"))
    if w == "gentle":
        #: %1: the player's name
        text = QCoreApplication.translate("Message", "The table sent %1 home.")
    elif w == "neutral":
        #: %1: the player's name
        text = QCoreApplication.translate("Message", "The table eliminated %1.")
    else:
        #: %1: the player's name
        text = QCoreApplication.translate("Message", "The village lynched %1.")
    return fill(text, who)


def _m_nobody_voted(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    if w == "gentle":
        return QCoreApplication.translate("Message", "Nobody goes home today.")
    if w == "neutral":
        return QCoreApplication.translate("Message", "Nobody is eliminated today.")
    return QCoreApplication.translate("Message", "Nobody is lynched today.")


def tally_text(totals: Mapping[Any, Any], names: Sequence[str]) -> str:
    """Votes per player, most first, as a list in the language ("Ann: 2, Bob: 1"); "-" if none."""
    counted = sorted(((k, int(v)) for k, v in totals.items()), key=lambda kv: -kv[1])
    #: %1: the player's name
    one = QCoreApplication.translate("Vote", "%1: %n", "one")
    #: %1: the player's name
    many = QCoreApplication.translate("Vote", "%1: %n", "many")
    parts = [fill(_counted(one if n == 1 else many, n), _name(names, k)) for k, n in counted]
    return join_list(parts) if parts else "-"


def _m_vote_totals(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    if p.get("verb") == "runoff":
        head = QCoreApplication.translate("Vote", "Runoff votes")
    else:
        head = QCoreApplication.translate("Vote", "Votes")
    return label(head, tally_text(p.get("totals") or {}, names))


def _m_game_over(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    return sentence(winner_text(p.get("winner")))


def _simple(context_text: str) -> Any:
    def handler(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
        return QCoreApplication.translate("Message", context_text)

    return handler


def _seat(context_text: str, *params: str) -> Any:
    """A handler filling %1, %2... with the names of the seats in *params* ("seat", "target";
    the "seat" alone when none are given)."""
    keys = params or ("seat",)

    def handler(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
        text = QCoreApplication.translate("Message", context_text)
        return fill(text, *(_name(names, p.get(k)) for k in keys))

    return handler


_SEAT_PARAMS = ("seat", "target", "prankster", "looker", "actor", "killer", "partner", "joined")


def _fmt(context_text: str, *params: str) -> Any:
    """A handler filling %1, %2... with the message's *params* in that order: seats as names,
    roles as role names, the cause, the night's number, the pair as a list, a look's result."""

    def handler(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
        values: dict[str, Any] = {k: _name(names, p.get(k)) for k in _SEAT_PARAMS}
        values["name"] = values["seat"]
        for key in ("role", "victim_role", "became"):
            values[key] = role_name(str(p.get(key, "")))
        values["cause"] = cause_label(p.get("cause"), w)
        values["night"] = _number(p.get("night"))
        values["pair"] = _names(names, p.get("pair"))
        values["result"] = reading_text(values["target"], str(p.get("result", "unclear")))
        return fill(
            QCoreApplication.translate("Message", context_text), *(values[k] for k in params)
        )

    return handler


def _m_accused(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    seats = p.get("seats") or []
    if len(seats) == 1:
        #: %1: the players' names (a list)
        text = QCoreApplication.translate("Message", "%n accused: %1.", "one")
    else:
        #: %1: the players' names (a list)
        text = QCoreApplication.translate("Message", "%n accused: %1.", "many")
    return fill(_counted(text, len(seats)), _names(names, seats))


def _m_look(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    return sentence(reading_text(_name(names, p.get("target")), str(p.get("result", "unclear"))))


def _m_free_white(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    #: %1: the player's name
    text = QCoreApplication.translate("Message", "To start with: %1 is not a werewolf.")
    return fill(text, _name(names, p.get("target")))


def _knows(context_text: str, one_text: str | None = None) -> Any:
    """A handler naming the players a role knows: *context_text* for a list, *one_text* (the
    singular sentence, when the grammar changes with the count) for one player."""

    def handler(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
        seats = p.get("seats") or []
        if not seats:
            return QCoreApplication.translate("Message", "You are the only one.")
        text = one_text if one_text is not None and len(seats) == 1 else context_text
        return fill(QCoreApplication.translate("Message", text), _names(names, seats))

    return handler


def _m_went_home(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    if w == "classic":
        #: %1: the player's name, %2: why they died (e.g. "lynched")
        text = QCoreApplication.translate("Message", "%1 died (%2).")
    elif w == "neutral":
        #: %1: the player's name, %2: why they are out (e.g. "voted out")
        text = QCoreApplication.translate("Message", "%1 is out of the game (%2).")
    else:
        #: %1: the player's name, %2: why they went home (e.g. "voted home")
        text = QCoreApplication.translate("Message", "%1 went home (%2).")
    return fill(text, _name(names, p.get("seat")), cause_label(p.get("cause"), w))


def _m_prank_chosen(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    if w == "gentle":
        #: %1: the player's name
        text = QCoreApplication.translate("Message", "The werewolves chose to prank %1.")
    elif w == "neutral":
        #: %1: the player's name
        text = QCoreApplication.translate("Message", "The werewolves chose to attack %1.")
    else:
        #: %1: the player's name
        text = QCoreApplication.translate("Message", "The werewolves chose to kill %1.")
    return fill(text, _name(names, p.get("seat")))


def _m_ballot(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    #: %1: the player's name, %2: the name of the player chosen
    text = QCoreApplication.translate("Message", "%1 voted for %2.")
    return fill(text, _name(names, p.get("seat")), _name(names, p.get("target")))


def _m_potion(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    if p.get("potion") == "save":
        #: %1: the player's name, %2: the name of the player chosen
        text = QCoreApplication.translate("Message", "%1 used the saving potion on %2.")
    else:
        #: %1: the player's name, %2: the name of the player chosen
        text = QCoreApplication.translate("Message", "%1 used the other potion on %2.")
    return fill(text, _name(names, p.get("seat")), _name(names, p.get("target")))


def _m_blessing_stopped(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    #: %1: the player's name, %2: why they went home (e.g. "voted home")
    text = QCoreApplication.translate("Message", "A blessing kept %1 here (%2).")
    return fill(text, _name(names, p.get("seat")), cause_label(p.get("cause"), w))


def _m_took(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    #: %1: the player's name, %2: the name of the player chosen
    text = QCoreApplication.translate("Message", "%1 took %2 home with them.")
    return fill(text, _name(names, p.get("seat")), _name(names, p.get("target")))


def _m_wolf_cub(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    #: %1: the player's name, %2: the night's number
    text = QCoreApplication.translate(
        "Message", "%1 went home: the pack chooses twice on night %2."
    )
    return fill(text, _name(names, p.get("seat")), _number(p.get("night")))


def _m_guard(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    #: %1: the player's name
    text = QCoreApplication.translate("Message", "A guard kept %1 safe.")
    return fill(text, _name(names, p.get("seat")))


def _m_trap(p: Mapping[str, Any], names: Sequence[str], w: str) -> str:
    #: %1: the player's name
    text = QCoreApplication.translate("Message", "The trap at %1's door worked.")
    return fill(text, _name(names, p.get("seat")))


_HANDLERS: dict[str, Any] = {
    # public
    "gone_home": _m_gone_home,
    "morning": _m_morning,
    "peaceful_morning": _m_peaceful,
    "day_breaks": _simple(QT_TRANSLATE_NOOP("Message", "Morning comes.")),
    "night_falls": _simple(QT_TRANSLATE_NOOP("Message", "Night falls.")),
    "bread_arrived": _simple(QT_TRANSLATE_NOOP("Message", "Fresh bread arrived this morning.")),
    "bread_not_arrived": _simple(QT_TRANSLATE_NOOP("Message", "No bread this morning.")),
    #: %1: the player's name
    "lynch_shield": _seat(QT_TRANSLATE_NOOP("Message", "%1 cannot be voted home today.")),
    "voted_home": _m_voted_home,
    "nobody_voted_home": _m_nobody_voted,
    "no_majority": _simple(QT_TRANSLATE_NOOP("Message", "No one had a majority.")),
    #: %1: the player's name
    "settled_by_lot": _seat(QT_TRANSLATE_NOOP("Message", "A tie: the lot fell on %1.")),
    "accused": _m_accused,
    "vote_totals": _m_vote_totals,
    "game_over": _m_game_over,
    #: %1: the player's name
    "came_back": _seat(QT_TRANSLATE_NOOP("Message", "%1 is back at the table.")),
    #: %1: the player's name
    "hunter_took": _seat(QT_TRANSLATE_NOOP("Message", "%1 went home as well.")),
    "role_revealed": _m_role_revealed,
    #: %1: the player's name
    "blessing_stopped_vote": _seat(QT_TRANSLATE_NOOP("Message", "%1 stays at the table.")),
    "dictator_revealed": _seat(
        #: %1: the player's name
        QT_TRANSLATE_NOOP("Message", "%1 stepped forward and decided the vote.")
    ),
    # private
    "inspect_result": _m_look,
    "medium_result": _m_look,
    "free_white": _m_free_white,
    "knows_wolves": _knows(
        #: %1: the werewolves' names (a list: "Ann, Bob and Cleo")
        QT_TRANSLATE_NOOP("Message", "The werewolves are %1."),
        #: %1: the name of the only werewolf
        QT_TRANSLATE_NOOP("Message", "The werewolf is %1."),
    ),
    #: %1: the other werewolves' names (a list)
    "knows_pack": _knows(QT_TRANSLATE_NOOP("Message", "Your pack: %1.")),
    #: %1: the partner's name
    "knows_lover": _knows(QT_TRANSLATE_NOOP("Message", "Your partner: %1.")),
    "knows_masons": _knows(
        #: %1: the other Masons' names (a list)
        QT_TRANSLATE_NOOP("Message", "The other Masons: %1."),
        #: %1: the name of the only other Mason
        QT_TRANSLATE_NOOP("Message", "The other Mason: %1."),
    ),
    "blessing_worked": _simple(QT_TRANSLATE_NOOP("Message", "A blessing kept you here.")),
    "cursed_turning": _simple(
        QT_TRANSLATE_NOOP("Message", "The werewolves chose you: from the next night you are one.")
    ),
    #: %1: the name of the player the werewolves chose
    "witch_saw": _seat(QT_TRANSLATE_NOOP("Message", "The werewolves chose %1 tonight."), "target"),
    # host
    "went_home": _m_went_home,
    "prank_chosen": _m_prank_chosen,
    "ballot": _m_ballot,
    #: %1: the name of the player whose vote was drawn, %2: the name drawn
    "random_vote": _seat(
        QT_TRANSLATE_NOOP("Message", "%1's vote was drawn: %2."), "seat", "target"
    ),
    "potion_used": _m_potion,
    #: %1: the player's name
    "potion_saved": _seat(QT_TRANSLATE_NOOP("Message", "A potion saved %1.")),
    "guard_worked": _m_guard,
    #: %1: the guard's name, %2: the name of the player guarded
    "guarded": _seat(QT_TRANSLATE_NOOP("Message", "%1 guards %2."), "seat", "target"),
    "trap_worked": _m_trap,
    #: %1: the player's name
    "wolfsbane_worked": _seat(QT_TRANSLATE_NOOP("Message", "%1 could not be taken.")),
    "blessing_stopped": _m_blessing_stopped,
    "wolf_cub_revenge": _m_wolf_cub,
    "nekomata_took": _m_took,
    "black_cat_took": _m_took,
    #: %1: the player's name
    "hunter_declined": _seat(QT_TRANSLATE_NOOP("Message", "%1 took nobody along.")),
    "diseased_infects_pack": _fmt(
        #: %1: the Diseased player's name, %2: the night's number
        QT_TRANSLATE_NOOP("Message", "%1 was ill: the pack rests on night %2."),
        "seat",
        "night",
    ),
    #: %1: the player's name
    "tough_guy_holds_on": _fmt(
        QT_TRANSLATE_NOOP("Message", "%1 holds on for one more day."), "seat"
    ),
    #: %1: the player's name
    "immoralist_follows": _fmt(QT_TRANSLATE_NOOP("Message", "%1 follows the Fox home."), "seat"),
    #: %1: the name of who chose, %2: the name of the player chosen, %3: how (e.g. "the Witch's
    #: potion")
    "night_kill": _fmt(
        QT_TRANSLATE_NOOP("Message", "%1 chose %2 (%3)."), "killer", "seat", "cause"
    ),
    #: %1: the Fox's name, %2: the name of the player who chose the Fox
    "fox_unharmed": _fmt(
        QT_TRANSLATE_NOOP("Message", "%1 was not harmed by %2."), "seat", "prankster"
    ),
    #: %1: the name of who shields, %2: the name of the player shielded
    "shielded": _fmt(QT_TRANSLATE_NOOP("Message", "%1 shields %2."), "seat", "target"),
    #: %1: the name of who looked, %2: the Fox's name
    "fox_looked": _fmt(QT_TRANSLATE_NOOP("Message", "%1 looked at %2."), "looker", "seat"),
    #: %1: the name of the player who chose, %2: the name of the player chosen
    "cursed_pranked": _fmt(QT_TRANSLATE_NOOP("Message", "%1 chose %2."), "prankster", "seat"),
    #: %1: the name of who came, %2: the name of the player reached
    "psycho_reached": _fmt(QT_TRANSLATE_NOOP("Message", "%1 reached %2."), "actor", "seat"),
    #: %1: the name of the player who chose, %2: the name of the player chosen
    "assassinated": _fmt(QT_TRANSLATE_NOOP("Message", "%1 chose %2."), "seat", "target"),
    #: %1: the name of who sprinkled, %2: the name of the player sprinkled
    "sprinkled": _fmt(QT_TRANSLATE_NOOP("Message", "%1 sprinkled %2."), "seat", "target"),
    #: %1: the player's name, %2: what came for them (e.g. "the Assassin")
    "psycho_unharmed": _fmt(
        QT_TRANSLATE_NOOP("Message", "%1 was not harmed (%2)."), "seat", "cause"
    ),
    #: %1: the player's name
    "cursed_turned": _fmt(QT_TRANSLATE_NOOP("Message", "%1 joined the werewolves."), "seat"),
    #: %1: the name of who tied them, %2: the two names ("Ann and Bob")
    "linked_pair": _fmt(QT_TRANSLATE_NOOP("Message", "%1 tied %2 together."), "seat", "pair"),
    #: %1: the name of who chose, %2: the name of the player chosen
    "kill_void": _fmt(
        QT_TRANSLATE_NOOP("Message", "%1's choice of %2 had no effect."), "seat", "target"
    ),
    #: %1: the Priest's name, %2: the name of the player blessed
    "blessed": _fmt(QT_TRANSLATE_NOOP("Message", "%1 blessed %2."), "seat", "target"),
    #: %1: the Trapper's name, %2: the name of the player whose door it is
    "trapped": _fmt(QT_TRANSLATE_NOOP("Message", "%1 set a trap at %2's door."), "seat", "target"),
    #: %1: the Thief's name, %2: the name of the other player
    "steal_failed": _fmt(
        QT_TRANSLATE_NOOP("Message", "%1 could not swap with %2."), "seat", "target"
    ),
    #: %1: the Vampire's name, %2: the name of the player bitten
    "bite_stopped": _fmt(QT_TRANSLATE_NOOP("Message", "%1's bite on %2 failed."), "seat", "target"),
    "stole": _fmt(
        #: %1: the Thief's name, %2: the other player's name, %3: the card taken (a role), %4: the
        #: other player's new role
        QT_TRANSLATE_NOOP("Message", "%1 took %2's card (%3); %2 is now %4."),
        "seat",
        "target",
        "role",
        "victim_role",
    ),
    #: %1: the Vampire's name, %2: the name of the player bitten
    "bitten": _fmt(QT_TRANSLATE_NOOP("Message", "%1 bit %2."), "seat", "target"),
    # private
    #: %1: the new werewolf's name
    "pack_joined": _fmt(QT_TRANSLATE_NOOP("Message", "%1 joined your pack."), "joined"),
    #: %1: a look's result ("Ann is not a werewolf")
    "fox_cub_result": _fmt(QT_TRANSLATE_NOOP("Message", "%1."), "result"),
    #: %1: the partner's name
    "linked": _fmt(QT_TRANSLATE_NOOP("Message", "You are tied to %1."), "partner"),
    "apprentice_promoted": _fmt(
        #: %1: the night's number
        QT_TRANSLATE_NOOP("Message", "You take over the looks from night %1."),
        "night",
    ),
    #: %1: the other player's name, %2: the card taken (a role)
    "thief_stole": _fmt(QT_TRANSLATE_NOOP("Message", "You took %1's card: %2."), "target", "role"),
    #: %1: your new role
    "robbed": _fmt(QT_TRANSLATE_NOOP("Message", "Your card was swapped: you are now %1."), "role"),
    "knows_fox": _knows(
        #: %1: the Foxes' names (a list)
        QT_TRANSLATE_NOOP("Message", "The Foxes: %1."),
        #: %1: the Fox's name
        QT_TRANSLATE_NOOP("Message", "The Fox: %1."),
    ),
    "knows_foxes": _knows(
        #: %1: the other foxes' names (a list)
        QT_TRANSLATE_NOOP("Message", "The other foxes: %1."),
        #: %1: the name of the only other fox
        QT_TRANSLATE_NOOP("Message", "The other fox: %1."),
    ),
    #: %1: the other Mafia members' names (a list)
    "knows_mafia": _knows(QT_TRANSLATE_NOOP("Message", "Your family: %1.")),
}
"""Message id -> function(params, names, wording) -> sentence."""

# `_simple` and `_seat` receive QT_TRANSLATE_NOOP-marked texts (context "Message"), so lupdate
# sees them; the handlers translate them at call time.

PUBLIC_IDS: frozenset[str] = frozenset(
    {
        "gone_home",
        "morning",
        "peaceful_morning",
        "day_breaks",
        "night_falls",
        "bread_arrived",
        "bread_not_arrived",
        "lynch_shield",
        "voted_home",
        "nobody_voted_home",
        "no_majority",
        "settled_by_lot",
        "accused",
        "vote_totals",
        "game_over",
        "came_back",
        "hunter_took",
        "role_revealed",
        "blessing_stopped_vote",
        "dictator_revealed",
    }
)
"""The public message ids the engine emits today (the tests check each has a text)."""
