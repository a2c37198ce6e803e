"""A readable Markdown summary of a finished (or running) game, for `export --format md`."""

from __future__ import annotations

from .engine.game import Game
from .engine.messages import Audience
from .engine.views import reveal


def markdown_summary(game: Game) -> str:
    """The table, each day's news and votes, and the final reveal, as Markdown."""
    names = [s.name for s in game.state.seats]
    setup = game.setup
    lines = [f"# Werewolf game ({setup.preset})", ""]
    lines.append("Players: " + ", ".join(names))
    lines.append("")
    current: tuple[int, str] | None = None
    for m in game.messages(Audience.PUBLIC):
        key = (m.day, m.phase)
        if key != current:
            current = key
            title = f"Night {m.day}" if m.phase == "night" else f"Day {m.day}"
            if m.phase == "ended":
                title = "The end"
            lines += ["", f"## {title}", ""]
        text = _plain(m.id, m.params, names)
        if text:
            lines.append(f"- {text}")
    winner, seats = reveal(game)
    if game.ended:
        lines += ["", "## Roles", "", "| Player | Role | Side | Won |", "|---|---|---|---|"]
        for x in seats:
            lines.append(f"| {x.name} | {x.role} | {x.side.value} | {'yes' if x.won else 'no'} |")
        lines += ["", f"Winner: **{winner}**"]
    return "\n".join(lines)


def _plain(msg_id: str, params: dict[str, object], names: list[str]) -> str:
    def name(key: str) -> str:
        value = params.get(key)
        return names[value] if isinstance(value, int) and 0 <= value < len(names) else "?"

    if msg_id == "gone_home":
        return f"{name('seat')} went home."
    if msg_id == "peaceful_morning":
        return "Nobody went home."
    if msg_id == "voted_home":
        return f"The vote sent {name('seat')} home."
    if msg_id == "nobody_voted_home":
        return "Nobody was voted home."
    if msg_id == "vote_totals":
        totals = params.get("totals")
        if isinstance(totals, dict):
            shown = ", ".join(f"{names[int(k)]} {v}" for k, v in totals.items())
            return f"Votes: {shown}."
    if msg_id == "game_over":
        return f"The game is over: {params.get('winner')}."
    if msg_id in ("night_falls", "morning", "day_breaks"):
        return ""
    return msg_id.replace("_", " ").capitalize() + "."
