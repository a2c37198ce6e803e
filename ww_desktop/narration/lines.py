"""Every sentence the narrator reads, in plain English, in one table (pure Python, no Qt).

A narration line is a text id plus parameters (see :mod:`ww_desktop.narration.script`);
this module holds the English format string for each id. A text may differ by the table's
chosen wording:

- ``gentle``: nobody dies; the werewolves play a prank and people go home;
- ``neutral``: attacks and eliminations;
- ``classic``: the traditional kill and lynch.

Each format string is wrapped in :func:`QT_TRANSLATE_NOOP` with the context
:data:`CONTEXT`. The function returns its text unchanged, but ``pyside6-lupdate`` knows the
name and collects the strings into the ``.ts`` files; at run time the app passes
``QCoreApplication.translate`` to :func:`ww_desktop.narration.script.line_text`, which looks
the English string up in the loaded translation. Placeholders are Qt's ``%1``, ``%2``: a
line's parameters fill them in the order of :data:`PLACEHOLDER_ORDER` (the seat's name, the
names of the seats, the target's name, the role, the duration), and a ``#:`` comment before
each text tells translators what each number is. Translators keep them all.

Role names (the ``role`` parameter) come from the one table, `engine.role_names.ROLE_NAMES` (context
``Role``); :data:`CALL_NAMES` holds the few steps the narrator calls otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..engine.messages import WORDINGS as ENGINE_WORDINGS

__all__ = ["CALL_NAMES", "CONTEXT", "PLACEHOLDER_ORDER", "QT_TRANSLATE_NOOP", "TEXTS", "WORDINGS"]

CONTEXT = "Narration"
"""The translation context of every narration string."""

WORDINGS = ENGINE_WORDINGS
"""The table's choices of wording, mildest first (the engine's `messages.WORDINGS`)."""

PLACEHOLDER_ORDER = ("seat", "seats", "target", "role", "seconds")
"""A line's parameters in the order they fill ``%1``, ``%2``... ("%1's card is turned over:
%2." takes the seat's name, then the role's)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate knows
    """Mark *text* for translation in *context* and return it unchanged."""
    return text


# A text is either one string for every wording, or a mapping wording -> string.
Text = str | Mapping[str, str]

TEXTS: dict[str, Text] = {
    # ---------------------------------------------------------------- the frame of a night
    "night.begin": QT_TRANSLATE_NOOP(
        "Narration", "Night falls on the village. Everyone, close your eyes."
    ),
    "night.dawn": QT_TRANSLATE_NOOP(
        "Narration", "Morning light is here. Everyone, open your eyes."
    ),
    # ---------------------------------------------------------------- first-night meetings
    "step.thief.wake": QT_TRANSLATE_NOOP(
        "Narration", "Thief, open your eyes. You may trade your card for someone else's role."
    ),
    "step.thief.sleep": QT_TRANSLATE_NOOP("Narration", "Thief, close your eyes."),
    "step.cupid.wake": QT_TRANSLATE_NOOP(
        "Narration", "Cupid, open your eyes and pick the two people who will fall in love."
    ),
    "step.cupid.sleep": QT_TRANSLATE_NOOP("Narration", "Cupid, close your eyes."),
    "step.lovers_meet.wake": QT_TRANSLATE_NOOP(
        "Narration", "Lovers, open your eyes and find the one whose fate is tied to yours."
    ),
    "step.lovers_meet.sleep": QT_TRANSLATE_NOOP("Narration", "Lovers, close your eyes."),
    "step.pack_meets.wake": QT_TRANSLATE_NOOP(
        "Narration", "Werewolves, open your eyes and look around: this is your pack."
    ),
    "step.pack_meets.sleep": QT_TRANSLATE_NOOP("Narration", "Werewolves, close your eyes."),
    "step.masons_meet.wake": QT_TRANSLATE_NOOP(
        "Narration", "Masons, open your eyes and see who shares your secret."
    ),
    "step.masons_meet.sleep": QT_TRANSLATE_NOOP("Narration", "Masons, close your eyes."),
    "step.seer_free_white.wake": QT_TRANSLATE_NOOP(
        "Narration", "Seer, open your eyes. You are shown one person who is surely no werewolf."
    ),
    "step.seer_free_white.sleep": QT_TRANSLATE_NOOP("Narration", "Seer, close your eyes."),
    # ---------------------------------------------------------------- the pack
    "step.werewolves.wake": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration", "Werewolves, open your eyes and agree in silence on whom to prank tonight."
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration", "Werewolves, open your eyes and agree in silence on whom to attack."
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration", "Werewolves, open your eyes and agree in silence on tonight's victim."
        ),
    },
    # The first night, right after the pack has met: their eyes are still open.
    "step.werewolves.after_meeting.wake": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration", "Werewolves, keep your eyes open and agree in silence on whom to prank."
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration", "Werewolves, keep your eyes open and agree in silence on whom to attack."
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration", "Werewolves, keep your eyes open and agree in silence on a victim."
        ),
    },
    "step.werewolves.sleep": QT_TRANSLATE_NOOP("Narration", "Werewolves, close your eyes."),
    # ---------------------------------------------------------------- powers
    "step.seer.wake": QT_TRANSLATE_NOOP(
        "Narration", "Seer, open your eyes and point to someone whose nature you want to know."
    ),
    "step.seer.sleep": QT_TRANSLATE_NOOP("Narration", "Seer, close your eyes."),
    "step.apprentice_seer.wake": QT_TRANSLATE_NOOP(
        "Narration",
        "Apprentice Seer, open your eyes. If the Seer has left, you may look into someone.",
    ),
    "step.apprentice_seer.sleep": QT_TRANSLATE_NOOP(
        "Narration", "Apprentice Seer, close your eyes."
    ),
    "step.fox_cub.wake": QT_TRANSLATE_NOOP(
        "Narration", "Fox Cub, open your eyes and make your choice for tonight."
    ),
    "step.fox_cub.sleep": QT_TRANSLATE_NOOP("Narration", "Fox Cub, close your eyes."),
    "step.medium.wake": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration", "Medium, open your eyes and learn about the one the village sent home."
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration", "Medium, open your eyes and learn about the one the vote eliminated."
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration", "Medium, open your eyes and learn about the one the village lynched."
        ),
    },
    "step.medium.sleep": QT_TRANSLATE_NOOP("Narration", "Medium, close your eyes."),
    "step.knight.wake": QT_TRANSLATE_NOOP(
        "Narration", "Knight, open your eyes and choose one person to watch over tonight."
    ),
    "step.knight.sleep": QT_TRANSLATE_NOOP("Narration", "Knight, close your eyes."),
    "step.doctor.wake": QT_TRANSLATE_NOOP(
        "Narration", "Doctor, open your eyes and choose one person to keep safe tonight."
    ),
    "step.doctor.sleep": QT_TRANSLATE_NOOP("Narration", "Doctor, close your eyes."),
    "step.trapper.wake": QT_TRANSLATE_NOOP(
        "Narration", "Trapper, open your eyes and decide whose door your trap will guard."
    ),
    "step.trapper.sleep": QT_TRANSLATE_NOOP("Narration", "Trapper, close your eyes."),
    "step.priest.wake": QT_TRANSLATE_NOOP(
        "Narration", "Priest, open your eyes. You may give your blessing to one person."
    ),
    "step.priest.sleep": QT_TRANSLATE_NOOP("Narration", "Priest, close your eyes."),
    "step.assassin.wake": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration", "Assassin, open your eyes. You may send one person home tonight."
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration", "Assassin, open your eyes. You may eliminate one person tonight."
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration", "Assassin, open your eyes. You may kill one person tonight."
        ),
    },
    "step.assassin.sleep": QT_TRANSLATE_NOOP("Narration", "Assassin, close your eyes."),
    "step.vampire.wake": QT_TRANSLATE_NOOP(
        "Narration", "Vampire, open your eyes and choose whom to visit tonight."
    ),
    "step.vampire.sleep": QT_TRANSLATE_NOOP("Narration", "Vampire, close your eyes."),
    "step.witch.wake": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration",
            "Witch, open your eyes. See who was pranked, then decide whether to use a potion.",
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration",
            "Witch, open your eyes. See who was attacked, then decide whether to use a potion.",
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration",
            "Witch, open your eyes. See tonight's victim, then decide whether to use a potion.",
        ),
    },
    "step.witch.sleep": QT_TRANSLATE_NOOP("Narration", "Witch, close your eyes."),
    "step.mafia.wake": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration", "Mafia, open your eyes and agree on whom to send home tonight."
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration", "Mafia, open your eyes and agree on whom to eliminate tonight."
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration", "Mafia, open your eyes and agree on whom to kill tonight."
        ),
    },
    "step.mafia.sleep": QT_TRANSLATE_NOOP("Narration", "Mafia, close your eyes."),
    "step.devil_wake.wake": QT_TRANSLATE_NOOP(
        "Narration", "Devil, open your eyes for a moment so the host can see you."
    ),
    "step.devil_wake.sleep": QT_TRANSLATE_NOOP("Narration", "Devil, close your eyes."),
    "step.devil.wake": QT_TRANSLATE_NOOP(
        "Narration", "Devil, open your eyes and choose one person whose role you want to learn."
    ),
    "step.devil.sleep": QT_TRANSLATE_NOOP("Narration", "Devil, close your eyes."),
    "step.spy_wake.wake": QT_TRANSLATE_NOOP(
        "Narration", "Spy, open your eyes for a moment so the host can see you."
    ),
    "step.spy_wake.sleep": QT_TRANSLATE_NOOP("Narration", "Spy, close your eyes."),
    "step.spy.wake": QT_TRANSLATE_NOOP(
        "Narration", "Spy, open your eyes and choose one person whose role you want to learn."
    ),
    "step.spy.sleep": QT_TRANSLATE_NOOP("Narration", "Spy, close your eyes."),
    "step.sorcerer.wake": QT_TRANSLATE_NOOP(
        "Narration", "Sorcerer, open your eyes and choose one person to look into."
    ),
    "step.sorcerer.sleep": QT_TRANSLATE_NOOP("Narration", "Sorcerer, close your eyes."),
    "step.magistrate.wake": QT_TRANSLATE_NOOP(
        "Narration", "Magistrate, open your eyes. You may shield one person from tomorrow's vote."
    ),
    "step.magistrate.sleep": QT_TRANSLATE_NOOP("Narration", "Magistrate, close your eyes."),
    "step.wolfsbane.wake": QT_TRANSLATE_NOOP(
        "Narration", "Keeper of the wolfsbane, open your eyes. You may leave the herb at one door."
    ),
    "step.wolfsbane.sleep": QT_TRANSLATE_NOOP(
        "Narration", "Keeper of the wolfsbane, close your eyes."
    ),
    "step.vigilante.wake": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration", "Vigilante, open your eyes. You may send one person home tonight."
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration", "Vigilante, open your eyes. You may eliminate one person tonight."
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration", "Vigilante, open your eyes. You may shoot one person tonight."
        ),
    },
    "step.vigilante.sleep": QT_TRANSLATE_NOOP("Narration", "Vigilante, close your eyes."),
    # Any other night step (a role added later without its own lines yet).
    #: %1: the role called (its name)
    "step.other.wake": QT_TRANSLATE_NOOP(
        "Narration", "%1, open your eyes and make your choice for tonight."
    ),
    #: %1: the role called (its name)
    "step.other.sleep": QT_TRANSLATE_NOOP("Narration", "%1, close your eyes."),
    # ---------------------------------------------------------------- morning news
    "news.gone_home": {
        #: %1: the player's name
        "gentle": QT_TRANSLATE_NOOP("Narration", "%1 has gone home."),
        #: %1: the player's name
        "neutral": QT_TRANSLATE_NOOP("Narration", "%1 has been eliminated."),
        #: %1: the player's name
        "classic": QT_TRANSLATE_NOOP("Narration", "%1 is dead."),
    },
    "news.peaceful_morning": {
        "gentle": QT_TRANSLATE_NOOP("Narration", "Good news: nobody went home last night."),
        "neutral": QT_TRANSLATE_NOOP("Narration", "Good news: nobody was eliminated last night."),
        "classic": QT_TRANSLATE_NOOP("Narration", "Good news: nobody died last night."),
    },
    "news.correction": QT_TRANSLATE_NOOP(
        "Narration", "A correction from the host. Here is what really happened."
    ),
    "news.bread_arrived": QT_TRANSLATE_NOOP("Narration", "Fresh bread is on the doorsteps."),
    "news.bread_not_arrived": QT_TRANSLATE_NOOP("Narration", "No bread came this morning."),
    #: %1: the player's name
    "news.came_back": QT_TRANSLATE_NOOP("Narration", "%1 is back in the game."),
    "news.hunter_took": {
        #: %1: the player's name
        "gentle": QT_TRANSLATE_NOOP("Narration", "%1 is taken along and goes home too."),
        #: %1: the player's name
        "neutral": QT_TRANSLATE_NOOP("Narration", "%1 is taken along and is eliminated too."),
        #: %1: the player's name
        "classic": QT_TRANSLATE_NOOP("Narration", "%1 is shot and dies too."),
    },
    #: %1: the player's name, %2: the role on their card
    "news.role_revealed": QT_TRANSLATE_NOOP("Narration", "%1's card is turned over: %2."),
    "news.day_breaks": QT_TRANSLATE_NOOP(
        "Narration", "Good morning, everyone. The first day begins."
    ),
    # ---------------------------------------------------------------- the day and the vote
    #: %1: how long ("3 minutes", "90 seconds")
    "day.discussion": QT_TRANSLATE_NOOP(
        "Narration", "The floor is open. You have %1 to talk it over."
    ),
    "day.discussion_open": QT_TRANSLATE_NOOP(
        "Narration", "The floor is open. Talk it over until the host calls the vote."
    ),
    "day.times_up": QT_TRANSLATE_NOOP(
        "Narration", "Time is up. Finish your sentence, then we go to the vote."
    ),
    "day.vote": {
        "gentle": QT_TRANSLATE_NOOP(
            "Narration", "Time to vote. Point to the person you want to send home."
        ),
        "neutral": QT_TRANSLATE_NOOP(
            "Narration", "Time to vote. Point to the person you want to eliminate."
        ),
        "classic": QT_TRANSLATE_NOOP(
            "Narration", "Time to vote. Point to the person you want to lynch."
        ),
    },
    #: %1: the players' names (a list)
    "day.runoff": QT_TRANSLATE_NOOP(
        "Narration", "It is a tie between %1. Vote again, for one of them only."
    ),
    #: %1: the players' names (a list)
    "day.accused": QT_TRANSLATE_NOOP(
        "Narration", "The accused are %1. The final vote is between them."
    ),
    # The same with only one accused (the grammar changes with the count: "this one", 「だけ」).
    #: %1: the player's name
    "day.accused_one": QT_TRANSLATE_NOOP(
        "Narration", "Only %1 is accused. The final vote is about %1 alone."
    ),
    "day.voted_home": {
        #: %1: the player's name
        "gentle": QT_TRANSLATE_NOOP("Narration", "The village has decided: %1 goes home."),
        #: %1: the player's name
        "neutral": QT_TRANSLATE_NOOP("Narration", "The village has decided: %1 is eliminated."),
        #: %1: the player's name
        "classic": QT_TRANSLATE_NOOP("Narration", "The village has decided: %1 is lynched."),
    },
    "day.nobody_voted_home": {
        "gentle": QT_TRANSLATE_NOOP("Narration", "Nobody goes home today."),
        "neutral": QT_TRANSLATE_NOOP("Narration", "Nobody is eliminated today."),
        "classic": QT_TRANSLATE_NOOP("Narration", "Nobody is lynched today."),
    },
    #: %1: the player's name
    "day.settled_by_lot": QT_TRANSLATE_NOOP(
        "Narration", "Still a tie, so the lot decides: it falls on %1."
    ),
    "day.no_majority": QT_TRANSLATE_NOOP("Narration", "Nobody got more than half of the votes."),
    "day.dictator_revealed": {
        #: %1: the Dictator's name, %2: the name of the player sent home
        "gentle": QT_TRANSLATE_NOOP(
            "Narration",
            "%1 stands up and decides alone: %2 goes home, and no vote today.",
        ),
        #: %1: the Dictator's name, %2: the name of the player sent home
        "neutral": QT_TRANSLATE_NOOP(
            "Narration",
            "%1 stands up and decides alone: %2 is eliminated, and no vote today.",
        ),
        #: %1: the Dictator's name, %2: the name of the player sent home
        "classic": QT_TRANSLATE_NOOP(
            "Narration",
            "%1 stands up and decides alone: %2 is executed, and no vote today.",
        ),
    },
    #: %1: the player's name
    "day.blessing_stopped_vote": QT_TRANSLATE_NOOP(
        "Narration", "%1 is under a blessing and stays in the game."
    ),
    "day.game_over": QT_TRANSLATE_NOOP(
        "Narration", "The game is decided. Wait for the host before showing your cards."
    ),
    # ---------------------------------------------------------------- small words
    #: %1: the names before the last one (joined with commas), %2: the last name
    "word.and": QT_TRANSLATE_NOOP("Narration", "%1 and %2"),
    "word.comma": QT_TRANSLATE_NOOP("Narration", ", "),
    "word.someone": QT_TRANSLATE_NOOP("Narration", "someone"),
    #: %1: the number of minutes (2 or more)
    "word.minutes": QT_TRANSLATE_NOOP("Narration", "%1 minutes"),
    "word.one_minute": QT_TRANSLATE_NOOP("Narration", "one minute"),
    #: %1: the number of seconds
    "word.seconds": QT_TRANSLATE_NOOP("Narration", "%1 seconds"),
}
"""Text id -> English format string, or wording -> string for texts that depend on it."""

CALL_NAMES: dict[str, str] = {
    "werewolves": QT_TRANSLATE_NOOP("Narration", "Werewolves"),
    "wolfsbane": QT_TRANSLATE_NOOP("Narration", "Keeper of the wolfsbane"),
}
"""Step id -> what the narrator calls it by where that is not the role's name (a role's name
comes from the one table, `engine.role_names.ROLE_NAMES`)."""
