"""Thief (seed 000): on the first night only, may steal one other person's role.

On night 1 the Thief names one other person, or nobody. The steal happens at the first stage
of the night (`steal`): the Thief's seat takes the victim's role (and its side, readings and
head count), and the victim becomes a Villager (`thief_victim: villager`, default) or a powerless
Thief (`thief_victim: swap`: the Thief's power only works on night 1, so they are a Villagers'
side role with nothing to do). From that moment every passive rule reads the new roles: a Seer
looking at the Thief that same night reads the stolen role, a Thief who took the Fox goes home
if a Seer looks at them.

Night powers are another matter: each seat acts tonight with the role it held when choosing
(`Night.acting`). So the stolen night power works for the Thief from the next night, and the
victim's own choice tonight (a Seer's look, a free white, a Priest's blessing, a Fox Cub's look)
still happens. A one-use power that the victim used that night is spent for the Thief too.

The Thief is told privately what they took (`thief_stole`) at once; the victim is told that they
were robbed (`robbed`, with their new role) in the morning, following "The victim is told
privately in the morning" (`GameState.tell_at_morning`: the message comes with the morning's
news, not during the night); if the stolen role is one of the pack, the Thief learns the
pack and the werewolves learn the Thief (`knows_pack` / `pack_joined`); other roles that know
someone from the start (Mason, Lover, Fox Cub, Immoralist) pass that knowledge to the Thief.
A Thief who picks the Psycho Killer steals nothing and goes home (see `psycho_killer`). When
several Thieves steal, they steal in seat order; one robbed by an earlier one still steals.
"""

from __future__ import annotations

from ..messages import Audience, Message
from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import GameState
from ._shared import join_pack


def first_night(g: GameState, night: int) -> bool:
    """The Thief's only night."""
    return night == g.preset.first_night


@register
class Thief(Role):
    """Steals a role on the first night."""

    id = "thief"
    side = Side.VILLAGE
    step = "thief"
    told = ("thief_stole",)

    def called(self, g: GameState, night: int) -> bool:
        return first_night(g, night)

    def night_answer(self, message: Message) -> tuple[str, bool] | None:
        """The host shows the Thief the card it took."""
        if message.id not in self.told:
            return None
        return str(message.params.get("role")), True

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if not first_night(g, g.night_no):
            return []
        return [request(g, seat, Verb.STEAL, g.others(seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.STEAL or not g.here(seat):
            return
        victim = night.choice(seat, Verb.STEAL)
        if victim is None or not g.here(victim):
            return
        stolen = g.seats[victim].role
        if stolen == "psycho_killer":
            g.host("steal_failed", seat=seat, target=victim)
            return
        night.acting.setdefault(seat, g.seats[seat].role)
        night.acting.setdefault(victim, stolen)
        became = "villager" if g.rules["thief_victim"] == "villager" else self.id
        g.seats[seat].role = stolen
        g.seats[victim].role = became
        g.marks.took[seat] = victim
        g.host("stole", seat=seat, target=victim, role=stolen, victim_role=became)
        g.tell(seat, "thief_stole", target=victim, role=stolen)
        g.tell_at_morning(victim, "robbed", role=became)
        new = g.role(seat)
        if new.pack:
            join_pack(g, seat)
        else:
            for known in new.knowledge(g, seat):
                g.messages.append(
                    Message(known.id, known.params, Audience.PRIVATE, (seat,), night.number)
                )
