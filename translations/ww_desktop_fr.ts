<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AnswerPanel</name>
    <message>
        <source>%1 (%2):</source>
        <translation>%1 (%2)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (%2), about %3:</source>
        <translation>%1 (%2), au sujet de %3&#xa0;:</translation>
    </message>
    <message>
        <source>the Seer</source>
        <translation>la Voyante</translation>
    </message>
    <message>
        <source>a werewolf</source>
        <translation>un loup-garou</translation>
    </message>
    <message>
        <source>THUMB UP: %1</source>
        <translation>POUCE EN HAUT&#xa0;: %1</translation>
    </message>
    <message>
        <source>not the Seer</source>
        <translation>pas la Voyante</translation>
    </message>
    <message>
        <source>not a werewolf</source>
        <translation>pas un loup-garou</translation>
    </message>
    <message>
        <source>THUMB DOWN: %1</source>
        <translation>POUCE EN BAS&#xa0;: %1</translation>
    </message>
    <message>
        <source>SHOW THE CARD: %1</source>
        <translation>MONTRER LA CARTE&#xa0;: %1</translation>
    </message>
    <message>
        <source>FLAT HAND: the look tells nothing</source>
        <translation>MAIN À PLAT&#xa0;: la vision n&apos;apprend rien</translation>
    </message>
    <message>
        <source>POINT AT %1</source>
        <translation>DÉSIGNER %1</translation>
    </message>
    <message>
        <source>LATE (its call is over): %1</source>
        <extracomment>%1: who is shown the answer, about whom (&quot;Seer (Ann), about Bob:&quot;)</extracomment>
        <translation>EN RETARD (son appel est fini)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answers to show</source>
        <translation>Réponses à montrer</translation>
    </message>
    <message>
        <source>Show now</source>
        <translation>À montrer maintenant</translation>
    </message>
</context>
<context>
    <name>Badge</name>
    <message>
        <source>went home</source>
        <translation>à la maison</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>au cimetière</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>went home on night %1</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>départ la nuit %1</translation>
    </message>
    <message>
        <source>went home on day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>départ le jour %1</translation>
    </message>
    <message>
        <source>night %1</source>
        <extracomment>%1: the night&apos;s number (after &quot;eliminated&quot; or &quot;dead&quot; and a dot)</extracomment>
        <translation>nuit %1</translation>
    </message>
    <message>
        <source>day %1</source>
        <extracomment>%1: the day&apos;s number (after &quot;eliminated&quot; or &quot;dead&quot; and a dot)</extracomment>
        <translation>jour %1</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>Balance</source>
        <translation>Équilibre</translation>
    </message>
    <message>
        <source>Simulate the odds</source>
        <translation>Simuler les chances</translation>
    </message>
    <message>
        <source>Play bot games of this table in the background and show who tends to win</source>
        <translation>Jouer des parties de bots avec cette composition en arrière-plan et montrer qui gagne le plus souvent</translation>
    </message>
    <message>
        <source>The village&apos;s odds by number of werewolves</source>
        <translation>Chances du village par nombre de loups</translation>
    </message>
    <message>
        <source>Rough model: the bots are simple. &lt;a href=&quot;bots&quot; style=&quot;color: %1&quot;&gt;What the bots do&lt;/a&gt;</source>
        <translation>Modèle approximatif&#xa0;: les bots sont simples. &lt;a href=&quot;bots&quot; style=&quot;color: %1&quot;&gt;Ce que font les bots&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Suggest a fairer table</source>
        <translation>Équilibrer la composition</translation>
    </message>
    <message>
        <source>Play bot games of the tables one card away and propose the most even one</source>
        <translation>Fait jouer des parties de bots aux compositions à une carte près et propose la plus équilibrée</translation>
    </message>
    <message>
        <source>Use this table</source>
        <translation>Utiliser cette composition</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>The odds come from games played by simple bots, not by people.

A bot that learns who is a werewolf at night (the Seer) says so the next morning; sometimes a werewolf-side bot claims to be the Seer too. Everyone votes for whoever the claims point at, and at random when there are no claims. The werewolves go after whoever claimed to be the Seer. Nobody reads faces, bluffs cleverly or remembers who voted for whom.

Use the numbers to compare tables with each other: real tables with discussion usually favour the village more. Each bar&apos;s whisker is the 95% interval: with more games it gets narrower.</source>
        <translation>Les chances viennent de parties jouées par des bots simples, pas par des personnes.

Un bot qui apprend la nuit qui est loup-garou (la Voyante) le dit le lendemain matin&#xa0;; parfois un bot du camp des loups-garous se dit Voyante lui aussi. Tout le monde vote contre celui que les annonces désignent, et au hasard quand il n&apos;y en a pas. Les loups-garous s&apos;en prennent à qui s&apos;est dit Voyante. Personne ne lit les visages, ne bluffe habilement ni ne se souvient de qui a voté contre qui.

Servez-vous des chiffres pour comparer des compositions entre elles&#xa0;: une vraie table qui discute favorise en général davantage le village. La moustache de chaque barre est l&apos;intervalle à 95&#xa0;%&#xa0;: elle se resserre avec plus de parties.</translation>
    </message>
    <message>
        <source>What the bots do</source>
        <translation>Ce que font les bots</translation>
    </message>
    <message>
        <source>Fix the table to see the odds.</source>
        <translation>Corrigez la composition pour voir les chances.</translation>
    </message>
    <message numerus="yes">
        <source>Trying %n nearby table(s)…</source>
        <translation>
            <numerusform>Essai de %Ln composition voisine…</numerusform>
            <numerusform>Essai de %Ln compositions voisines…</numerusform>
        </translation>
    </message>
    <message>
        <source>The odds could not be simulated: %1</source>
        <translation>Impossible de simuler les chances&#xa0;: %1</translation>
    </message>
    <message>
        <source>No table one card away is more even.</source>
        <translation>Aucune composition à une carte près n&apos;est plus équilibrée.</translation>
    </message>
    <message>
        <source>%1 instead of %2: the village would win about %3 (now %4).</source>
        <translation>%1 au lieu de %2&#xa0;: le village gagnerait environ %3 des parties (%4 aujourd&apos;hui).</translation>
    </message>
    <message>
        <source>Turn on to see how often each side wins.</source>
        <translation>Activez pour voir combien de fois chaque camp gagne.</translation>
    </message>
    <message numerus="yes">
        <source>Simulating… %1 of %n game(s)</source>
        <translation>
            <numerusform>Simulation… %1 sur %Ln partie</numerusform>
            <numerusform>Simulation… %1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n game(s); 95% interval %2 to %3</source>
        <translation>
            <numerusform>Victoires&#xa0;: %1 sur %Ln partie&#xa0;; intervalle de confiance à 95&#xa0;%&#xa0;: de %2 à %3</numerusform>
            <numerusform>Victoires&#xa0;: %1 sur %Ln parties&#xa0;; intervalle de confiance à 95&#xa0;%&#xa0;: de %2 à %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation…</translation>
    </message>
    <message>
        <source>%1 bot games; whiskers show the 95% interval.</source>
        <translation>%1 parties de bots&#xa0;; les moustaches montrent l&apos;intervalle à 95&#xa0;%.</translation>
    </message>
    <message>
        <source>Average game length in days: %1</source>
        <translation>Durée moyenne d&apos;une partie, en jours&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>The werewolves win most games at this table (the village: %1).</source>
        <translation>Les loups-garous gagnent la plupart des parties avec cette composition (le village&#xa0;: %1).</translation>
    </message>
    <message>
        <source>The village wins most games at this table (%1).</source>
        <translation>Le village gagne la plupart des parties avec cette composition (%1).</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>%1&apos;s card: %2</source>
        <extracomment>%1: the player&apos;s name, %2: the role on the card</extracomment>
        <translation>Carte de %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Cause</name>
    <message>
        <source>chosen by the werewolves</source>
        <translation>choix des loups-garous</translation>
    </message>
    <message>
        <source>voted home</source>
        <translation>vote de la table</translation>
    </message>
    <message>
        <source>sent home by the Dictator</source>
        <translation>décision du Dictateur</translation>
    </message>
    <message>
        <source>the Witch&apos;s potion</source>
        <translation>potion de la Sorcière</translation>
    </message>
    <message>
        <source>the Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>the Vampire&apos;s bite</source>
        <translation>morsure du Vampire</translation>
    </message>
    <message>
        <source>the Mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <source>the Vigilante</source>
        <translation>Justicier</translation>
    </message>
    <message>
        <source>taken along by the Hunter</source>
        <translation>tir du Chasseur</translation>
    </message>
    <message>
        <source>taken along by the Nekomata</source>
        <translation>vengeance du Nekomata</translation>
    </message>
    <message>
        <source>taken along by the Black Cat</source>
        <translation>vengeance du Chat noir</translation>
    </message>
    <message>
        <source>followed a partner</source>
        <translation>chagrin d&apos;amour</translation>
    </message>
    <message>
        <source>looked at by the Seer</source>
        <translation>vision de la Voyante</translation>
    </message>
    <message>
        <source>the Psycho Killer</source>
        <translation>Tueur psychopathe</translation>
    </message>
    <message>
        <source>caught in a trap</source>
        <translation>piège du Trappeur</translation>
    </message>
    <message>
        <source>old age</source>
        <translation>vieillesse</translation>
    </message>
    <message>
        <source>a delayed effect</source>
        <translation>effet différé</translation>
    </message>
    <message>
        <source>killed by the werewolves</source>
        <translation>victime des loups-garous</translation>
    </message>
    <message>
        <source>attacked by the werewolves</source>
        <translation>attaque des loups-garous</translation>
    </message>
    <message>
        <source>lynched</source>
        <translation>lynchage</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>exclusion par vote</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>says %1</source>
        <extracomment>%1: a role&apos;s name (what the player claims to be)</extracomment>
        <translation>se dit %1</translation>
    </message>
    <message>
        <source>says: %1 is a werewolf</source>
        <extracomment>%1: the name of the player the claim is about</extracomment>
        <translation>annonce&#xa0;: %1 est loup-garou</translation>
    </message>
    <message>
        <source>says: %1 is not a werewolf</source>
        <extracomment>%1: the name of the player the claim is about</extracomment>
        <translation>annonce&#xa0;: %1 n&apos;est pas loup-garou</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Let this player see their card again, behind the cover [Ctrl+K, then the player&apos;s key]</source>
        <translation>Montrer de nouveau sa carte à ce joueur, derrière le cache [Ctrl+K, puis la touche du joueur]</translation>
    </message>
    <message>
        <source>Mark the role this player claims, or a result they report [Ctrl+L, then the player&apos;s key]</source>
        <translation>Noter le rôle que ce joueur annonce, ou un résultat qu&apos;il rapporte [Ctrl+L, puis la touche du joueur]</translation>
    </message>
    <message>
        <source>%1 (dealt %2)</source>
        <translation>%1 (distribué&#xa0;: %2)</translation>
    </message>
    <message>
        <source>here</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Nuit %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Jour %1</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>à %1</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>What %1 says in public</source>
        <translation>Ce que %1 dit en public</translation>
    </message>
    <message>
        <source>(no claim)</source>
        <translation>(aucune annonce)</translation>
    </message>
    <message>
        <source>Claims to be</source>
        <translation>Se dit</translation>
    </message>
    <message>
        <source>is a werewolf</source>
        <translation>est loup-garou</translation>
    </message>
    <message>
        <source>is not a werewolf</source>
        <translation>n&apos;est pas loup-garou</translation>
    </message>
    <message>
        <source>Add the report</source>
        <translation>Ajouter le résultat</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Résultats annoncés</translation>
    </message>
    <message>
        <source>Clear every mark</source>
        <translation>Effacer toutes les marques</translation>
    </message>
    <message>
        <source>Save the claim</source>
        <translation>Enregistrer l&apos;annonce</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Impossible d&apos;enregistrer la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>That choice is not allowed: %1</source>
        <translation>Ce choix n&apos;est pas permis&#xa0;: %1</translation>
    </message>
    <message>
        <source>This game cannot be resumed: %1</source>
        <translation>Impossible de reprendre cette partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>That could not be recorded: %1</source>
        <translation>Impossible d&apos;enregistrer cela&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>DealingPage</name>
    <message>
        <source>Only this player looks. Press and hold Show, or click it once.</source>
        <translation>Seule cette personne regarde. Maintenez «&#xa0;Voir&#xa0;» enfoncé, ou cliquez une fois.</translation>
    </message>
    <message>
        <source>Show my card (hold)</source>
        <translation>Voir ma carte (maintenir)</translation>
    </message>
    <message>
        <source>Hide (Space)</source>
        <translation>Cacher (Espace)</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Every card is dealt. Put the laptop where everyone can reach it.</source>
        <translation>Toutes les cartes sont distribuées. Posez l&apos;ordinateur à portée de tous.</translation>
    </message>
    <message>
        <source>Hand the laptop back to the moderator.</source>
        <translation>Rendez l&apos;ordinateur au meneur.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Every card is dealt. Hand the laptop back to the moderator.</source>
        <translation>Toutes les cartes sont distribuées. Rendez l&apos;ordinateur au meneur.</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Donnez l&apos;ordinateur à %1</translation>
    </message>
    <message>
        <source>%1: show my card (hold)</source>
        <translation>%1&#xa0;: voir ma carte (maintenir)</translation>
    </message>
</context>
<context>
    <name>DemoConsole</name>
    <message>
        <source>Demo game</source>
        <translation>Partie de démonstration</translation>
    </message>
    <message>
        <source>Bots play a whole game on the table screen while the captions explain it. Nothing is saved in your history.</source>
        <translation>Des bots jouent une partie entière sur l&apos;écran de la table pendant que les sous-titres l&apos;expliquent. Rien n&apos;est enregistré dans votre historique.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <source>Stop the demo (Esc)</source>
        <translation>Arrêter la démo (Échap)</translation>
    </message>
    <message>
        <source>Go on (Space)</source>
        <translation>Continuer (Espace)</translation>
    </message>
    <message>
        <source>Close the demo (Esc)</source>
        <translation>Fermer la démo (Échap)</translation>
    </message>
</context>
<context>
    <name>DemoGame</name>
    <message>
        <source>Demo game - table screen</source>
        <translation>Partie de démonstration - écran de la table</translation>
    </message>
    <message>
        <source>Welcome to a demo game! Nine bots play Werewolf: two werewolves hide among the villagers. Watch how a game goes, step by step.</source>
        <translation>Bienvenue dans une partie de démonstration&#xa0;! Neuf bots jouent aux Loups-garous&#xa0;: deux loups-garous se cachent parmi les villageois. Regardez comment se déroule une partie, pas à pas.</translation>
    </message>
    <message>
        <source>The demo cannot go on: a bot&apos;s answer was refused.</source>
        <translation>La démo ne peut pas continuer&#xa0;: la réponse d&apos;un bot a été refusée.</translation>
    </message>
    <message>
        <source>Behind closed eyes (only in the demo: nothing is secret)</source>
        <translation>Pendant que tout le monde a les yeux fermés (démo seulement&#xa0;: rien n&apos;est secret)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 choose nobody tonight.</source>
        <translation>%1 ne choisissent personne cette nuit.</translation>
    </message>
    <message>
        <source>%1 chooses nobody tonight.</source>
        <translation>%1 ne choisit personne cette nuit.</translation>
    </message>
    <message>
        <source>%1 pick %2 to send home.</source>
        <translation>%1 choisissent de renvoyer %2.</translation>
    </message>
    <message>
        <source>%1 picks %2 to send home.</source>
        <translation>%1 choisit de renvoyer %2.</translation>
    </message>
    <message>
        <source>%1 look at %2.</source>
        <translation>%1 sondent %2.</translation>
    </message>
    <message>
        <source>%1 looks at %2.</source>
        <translation>%1 sonde %2.</translation>
    </message>
    <message>
        <source>%1 guard %2 tonight.</source>
        <translation>%1 protègent %2 cette nuit.</translation>
    </message>
    <message>
        <source>%1 guards %2 tonight.</source>
        <translation>%1 protège %2 cette nuit.</translation>
    </message>
    <message>
        <source>%1: %3, %2.</source>
        <translation>%1&#xa0;: %3, %2.</translation>
    </message>
    <message>
        <source>%1 learns: %2.</source>
        <translation>%1 apprend&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The game is over! The host checks the result before everyone&apos;s card is shown.</source>
        <translation>La partie est finie&#xa0;! Le meneur vérifie le résultat avant que les cartes de chacun soient montrées.</translation>
    </message>
    <message>
        <source>%1. Here is everyone&apos;s card: the winners are framed.</source>
        <translation>%1. Voici la carte de chacun&#xa0;: les gagnants sont encadrés.</translation>
    </message>
    <message>
        <source>%1 claims to be the Seer and says %2 is a werewolf.</source>
        <translation>%1 se dit Voyante et affirme que %2 est loup-garou.</translation>
    </message>
    <message>
        <source>%1 claims to be the Seer and says %2 is not a werewolf.</source>
        <translation>%1 se dit Voyante et affirme que %2 n&apos;est pas loup-garou.</translation>
    </message>
    <message>
        <source>%1, who says they are the Seer, reports that %2 is a werewolf.</source>
        <translation>%1, qui se dit Voyante, annonce que %2 est loup-garou.</translation>
    </message>
    <message>
        <source>%1, who says they are the Seer, reports that %2 is not a werewolf.</source>
        <translation>%1, qui se dit Voyante, annonce que %2 n&apos;est pas loup-garou.</translation>
    </message>
    <message>
        <source>Two players now claim to be the Seer: one of them is lying.</source>
        <translation>Deux joueurs se disent maintenant Voyante&#xa0;: l&apos;un des deux ment.</translation>
    </message>
    <message>
        <source>Is it true? The table has to decide whom to believe.</source>
        <translation>Est-ce vrai&#xa0;? La table doit décider qui croire.</translation>
    </message>
    <message>
        <source>The first day begins. Nobody knows anything yet: people talk, then vote someone home.</source>
        <translation>Le premier jour commence. Personne ne sait encore rien&#xa0;: on discute, puis on vote pour renvoyer quelqu&apos;un.</translation>
    </message>
    <message>
        <source>The werewolves struck in the night. Cards stay secret until the end of the game.</source>
        <translation>Les loups-garous ont frappé pendant la nuit. Les cartes restent secrètes jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Morning: nobody went home in the night.</source>
        <translation>Le matin&#xa0;: personne n&apos;est rentré à la maison cette nuit.</translation>
    </message>
    <message>
        <source>Morning: nobody went home in the night. Someone must have been protected!</source>
        <translation>Le matin&#xa0;: personne n&apos;est parti pendant la nuit. Quelqu&apos;un a dû être protégé&#xa0;!</translation>
    </message>
    <message>
        <source>The table talks it over: the claims point at some players, but anyone could be lying.</source>
        <translation>La table en discute&#xa0;: les annonces désignent certains joueurs, mais n&apos;importe qui peut mentir.</translation>
    </message>
    <message>
        <source>The table talks: who might be a werewolf? Nobody has proof, so people follow their hunches.</source>
        <translation>La table discute&#xa0;: qui pourrait être loup-garou&#xa0;? Personne n&apos;a de preuve, alors chacun suit son intuition.</translation>
    </message>
    <message>
        <source>The table votes: everyone points at the player they suspect most. The one with the most votes goes home.</source>
        <translation>La table vote&#xa0;: chacun désigne le joueur qu&apos;il soupçonne le plus. Celui qui a le plus de voix est renvoyé.</translation>
    </message>
    <message>
        <source>A tie! The table votes again, between the tied players only.</source>
        <translation>Égalité&#xa0;! La table vote de nouveau, seulement entre les joueurs à égalité.</translation>
    </message>
    <message>
        <source>The host names the most accused player for the final vote.</source>
        <translation>Le meneur désigne le joueur le plus accusé pour le vote final.</translation>
    </message>
    <message>
        <source>A player uses a special power now.</source>
        <translation>Un joueur utilise maintenant un pouvoir spécial.</translation>
    </message>
    <message>
        <source>%1 has the most votes and goes home. Nobody learns their card until the end.</source>
        <translation>%1 a le plus de voix et quitte la partie. Personne ne connaîtra sa carte avant la fin.</translation>
    </message>
    <message>
        <source>Night falls again.</source>
        <translation>La nuit tombe de nouveau.</translation>
    </message>
    <message>
        <source>Night falls: everyone closes their eyes. The narrator wakes the roles with a night power, one by one.</source>
        <translation>La nuit tombe&#xa0;: tout le monde ferme les yeux. Le narrateur réveille un à un les rôles qui ont un pouvoir de nuit.</translation>
    </message>
    <message>
        <source>Dawn: everyone opens their eyes to hear the news.</source>
        <translation>L&apos;aube&#xa0;: tout le monde ouvre les yeux pour entendre les nouvelles.</translation>
    </message>
    <message>
        <source>The werewolves open their eyes and silently agree on someone to send home.</source>
        <translation>Les loups-garous ouvrent les yeux et choisissent en silence qui renvoyer.</translation>
    </message>
    <message>
        <source>The Seer secretly points at one player and learns whether they are a werewolf.</source>
        <translation>La Voyante désigne en secret un joueur et apprend s&apos;il est loup-garou.</translation>
    </message>
    <message>
        <source>The Knight chooses someone to guard tonight: the werewolves cannot send that player home.</source>
        <translation>Le Salvateur choisit qui protéger cette nuit&#xa0;: les loups-garous ne peuvent pas renvoyer ce joueur.</translation>
    </message>
    <message>
        <source>The Medium learns whether the player voted home today was a werewolf.</source>
        <translation>Le Médium apprend si le joueur renvoyé par le vote aujourd&apos;hui était loup-garou.</translation>
    </message>
    <message>
        <source>On the first night the werewolves only open their eyes to see who their partners are.</source>
        <translation>La première nuit, les loups-garous ouvrent seulement les yeux pour voir qui sont leurs complices.</translation>
    </message>
    <message>
        <source>Everyone else writes a guess on a note, so nobody can tell who is busy at night.</source>
        <translation>Tous les autres notent un soupçon, pour que personne ne sache qui agit la nuit.</translation>
    </message>
    <message>
        <source>The Traitor helps the werewolves without being one; the Seer sees a villager.</source>
        <translation>Le Traître aide les loups-garous sans en être un&#xa0;; la Voyante le voit villageois.</translation>
    </message>
    <message>
        <source>Someone with a special role wakes up and acts in secret.</source>
        <translation>Quelqu&apos;un qui a un rôle spécial se réveille et agit en secret.</translation>
    </message>
    <message>
        <source>%1 wakes up and acts in secret.</source>
        <translation>%1 se réveille et agit en secret.</translation>
    </message>
</context>
<context>
    <name>End</name>
    <message>
        <source>Run-off</source>
        <translation>Second tour</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>EndPreview</name>
    <message>
        <source>The TV does not show the roles yet. Correct the last action with Ctrl+Z if it was entered wrongly; otherwise confirm the end.</source>
        <translation>La télé ne montre pas encore les rôles. Corrigez la dernière action avec Ctrl+Z si elle a été mal saisie&#xa0;; sinon, confirmez la fin.</translation>
    </message>
    <message>
        <source>Confirm the end  [Enter]</source>
        <translation>Confirmer la fin  [Entrée]</translation>
    </message>
    <message>
        <source>Who won: %1</source>
        <translation>Vainqueur&#xa0;: %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>Werewolf Desktop met an unexpected problem: %1

The game is saved after every action, so nothing is lost. You can go on playing; if this happens again, restart the app and resume the game.</source>
        <extracomment>%1: the problem, as Python reports it (in English)</extracomment>
        <translation>Werewolf Desktop a rencontré un problème inattendu&#xa0;: %1

La partie est enregistrée après chaque action&#xa0;: rien n&apos;est perdu. Vous pouvez continuer à jouer&#xa0;; si cela se reproduit, redémarrez l&apos;application et reprenez la partie.</translation>
    </message>
    <message>
        <source>Werewolf Desktop is already running</source>
        <translation>Werewolf Desktop est déjà ouvert</translation>
    </message>
    <message>
        <source>Werewolf Desktop is already running with this data folder:
%1

Switch to its window, or quit it before starting it again.</source>
        <extracomment>%1: the data folder&apos;s path</extracomment>
        <translation>Werewolf Desktop est déjà ouvert avec ce dossier de données&#xa0;:
%1

Passez à sa fenêtre, ou quittez-le avant de le relancer.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The werewolves open their eyes to recognise each other.</source>
        <translation>Les loups-garous ouvrent les yeux pour se reconnaître.</translation>
    </message>
    <message>
        <source>The Masons open their eyes to meet.</source>
        <translation>Les Francs-maçons ouvrent les yeux pour se reconnaître.</translation>
    </message>
    <message>
        <source>The lovers open their eyes to meet.</source>
        <translation>Les Amoureux ouvrent les yeux pour se reconnaître.</translation>
    </message>
    <message>
        <source>The werewolves wake together and silently agree on whom to send home.</source>
        <translation>Les loups-garous se réveillent ensemble et choisissent en silence qui renvoyer.</translation>
    </message>
    <message>
        <source>The Seer learns the name of one player who is not a werewolf.</source>
        <translation>La Voyante apprend le nom d&apos;un joueur qui n&apos;est pas loup-garou.</translation>
    </message>
    <message>
        <source>Everyone else writes a guess, so nobody can tell who was busy.</source>
        <translation>Tous les autres écrivent une supposition, pour que personne ne devine qui était occupé.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>wakes up and acts in secret.</source>
        <translation>se réveille et agit en secret.</translation>
    </message>
    <message>
        <source>A role wakes up and acts in secret.</source>
        <translation>Un rôle se réveille et agit en secret.</translation>
    </message>
    <message>
        <source>%n player(s) at this table.</source>
        <comment>one</comment>
        <translation>%n joueur à cette table.</translation>
    </message>
    <message>
        <source>%n player(s) at this table.</source>
        <comment>many</comment>
        <translation>%n joueurs à cette table.</translation>
    </message>
    <message>
        <source>Werewolf is played in turns of night and day. At night, everyone closes their eyes and the roles with a power wake one by one when called. By day, the whole table talks and votes one player home. Cards stay secret until the game ends.</source>
        <translation>Le Loup-garou se joue en alternant nuits et jours. La nuit, tout le monde ferme les yeux et les rôles qui ont un pouvoir se réveillent un par un, quand on les appelle. Le jour, toute la table discute et vote pour renvoyer un joueur chez lui. Les cartes restent secrètes jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>The roles at this table</source>
        <translation>Les rôles à cette table</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Choose the players and the cards in the lobby.</source>
        <translation>Choisissez les joueurs et les cartes dans le salon.</translation>
    </message>
    <message>
        <source>How a night runs</source>
        <translation>Comment se déroule une nuit</translation>
    </message>
    <message>
        <source>The narrator calls each role in this order. A role whose players have gone home is still called, with the same words and the same wait, so silence never tells who is gone.</source>
        <translation>Le narrateur appelle les rôles dans cet ordre. Un rôle dont les joueurs sont déjà rentrés chez eux est appelé quand même, avec les mêmes mots et la même attente, pour que le silence ne trahisse personne.</translation>
    </message>
    <message>
        <source>The nights after</source>
        <translation>Les nuits suivantes</translation>
    </message>
    <message>
        <source>At dawn everyone opens their eyes and hears who went home. A player who went home stays silent for the rest of the game.</source>
        <translation>À l&apos;aube, tout le monde ouvre les yeux et apprend qui est rentré chez lui. Un joueur rentré chez lui se tait jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>Hold: look at the console under the privacy cover (one screen)</source>
        <translation>Maintenir&#xa0;: voir la console sous le cache (un seul écran)</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Primer</source>
        <translation>Premiers pas</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Game history</source>
        <translation>Historique des parties</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Rechercher par nom de joueur</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Wins by side</source>
        <translation>Victoires par camp</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>&amp;Tell the story</source>
        <translation>Racon&amp;ter la partie</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>Re&amp;prendre</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Export su&amp;mmary…</source>
        <translation>Exporter le ré&amp;sumé…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>en cours</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Supprimer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game and its replay will be gone for good.</source>
        <translation>La partie et son enregistrement seront supprimés pour de bon.</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>La partie a été supprimée.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>L&apos;export a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game was added to the history.</source>
        <translation>La partie a été ajoutée à l&apos;historique.</translation>
    </message>
    <message>
        <source>This game is already in the history: not added again.</source>
        <translation>Cette partie est déjà dans l&apos;historique&#xa0;: elle n&apos;a pas été ajoutée une seconde fois.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Fichiers de partie (*.json)</translation>
    </message>
    <message>
        <source>Export summary</source>
        <translation>Exporter le résumé</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Importer une partie</translation>
    </message>
</context>
<context>
    <name>JoinCard</name>
    <message>
        <source>Scan to play on your phone</source>
        <translation>Scannez pour jouer sur votre téléphone</translation>
    </message>
    <message>
        <source>Room code: %1</source>
        <translation>Code de la salle&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>No Japanese voice is installed: the narration is shown as Japanese subtitles, with a soft chime for each line. To hear it, add the Japanese speech pack in Windows Settings &gt; Time &amp; language &gt; Speech, then restart the app.</source>
        <translation>Aucune voix japonaise n&apos;est installée&#xa0;: la narration s&apos;affiche en sous-titres japonais, avec un léger carillon à chaque réplique. Pour l&apos;entendre, ajoutez le pack vocal japonais dans Paramètres Windows &gt; Heure et langue &gt; Voix, puis relancez l&apos;application.</translation>
    </message>
    <message>
        <source>No Japanese voice is installed: the narration is shown as Japanese subtitles, with a soft chime for each line. To hear it, add a Japanese voice in System Settings &gt; Accessibility &gt; Spoken Content, then restart the app.</source>
        <translation>Aucune voix japonaise n&apos;est installée&#xa0;: la narration s&apos;affiche en sous-titres japonais, avec un léger carillon à chaque réplique. Pour l&apos;entendre, ajoutez une voix japonaise dans Réglages Système &gt; Accessibilité &gt; Contenu énoncé, puis relancez l&apos;application.</translation>
    </message>
    <message>
        <source>No Japanese voice is installed: the narration is shown as Japanese subtitles, with a soft chime for each line. To hear it, add the Japanese voice (Open JTalk) with &apos;uv sync --extra ja-voice&apos; or &apos;pip install pyopenjtalk-plus&apos;, then restart the app.</source>
        <translation>Aucune voix japonaise n&apos;est installée&#xa0;: la narration s&apos;affiche en sous-titres japonais, avec un léger carillon à chaque réplique. Pour l&apos;entendre, ajoutez la voix japonaise (Open JTalk) avec «&#xa0;uv sync --extra ja-voice&#xa0;» ou «&#xa0;pip install pyopenjtalk-plus&#xa0;», puis relancez l&apos;application.</translation>
    </message>
    <message>
        <source>The speech engine has no %1 voice: the narration is shown as subtitles in %1, with a soft chime for each line. Install a %1 voice for your system (on Linux, the espeak-ng package) to hear it.</source>
        <extracomment>%1: the language&apos;s name, in that language (&quot;Deutsch&quot;)</extracomment>
        <translation>Le moteur vocal n&apos;a aucune voix pour la langue «&#xa0;%1&#xa0;»&#xa0;: la narration s&apos;affiche en sous-titres, avec un léger carillon à chaque réplique. Pour l&apos;entendre, installez une voix pour cette langue (sous Linux, le paquet espeak-ng).</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>LanguageSwitcher</name>
    <message>
        <source>Finish dealing the cards, then change the language.</source>
        <translation>Finissez de distribuer les cartes, puis changez de langue.</translation>
    </message>
    <message>
        <source>Close the demo game, then change the language.</source>
        <translation>Fermez la partie de démonstration, puis changez de langue.</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Watch a demo game</source>
        <translation>Voir une partie de démonstration</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Start the game [Ctrl+Enter]</source>
        <translation>Lancer la partie [Ctrl+Entrée]</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Joueurs, dans l&apos;ordre des places</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>Nom, puis Entrée</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Drag to change the order; double-click to rename.</source>
        <translation>Glissez pour changer l&apos;ordre&#xa0;; double-cliquez pour renommer.</translation>
    </message>
    <message>
        <source>Preset and roles</source>
        <translation>Préréglage et rôles</translation>
    </message>
    <message>
        <source>Suit the table</source>
        <translation>Adapter à la table</translation>
    </message>
    <message>
        <source>Set the counts the preset suggests for this table</source>
        <translation>Appliquer la composition conseillée pour ce nombre de joueurs</translation>
    </message>
    <message>
        <source>How the cards are dealt</source>
        <translation>Distribution des cartes</translation>
    </message>
    <message>
        <source>The app deals (shuffle)</source>
        <translation>L&apos;application distribue (mélange)</translation>
    </message>
    <message>
        <source>Physical cards: enter who got what</source>
        <translation>Cartes physiques&#xa0;: saisir qui a eu quoi</translation>
    </message>
    <message>
        <source>Who leads the night</source>
        <translation>Qui mène la nuit</translation>
    </message>
    <message>
        <source>A moderator leads</source>
        <translation>Un meneur anime</translation>
    </message>
    <message>
        <source>No moderator: pass the laptop</source>
        <translation>Sans meneur&#xa0;: on passe l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Who got which card</source>
        <translation>Qui a eu quelle carte</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Wording</source>
        <translation>Style</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %n player(s).</source>
        <translation>
            <numerusform>De %1 à %Ln joueur.</numerusform>
            <numerusform>De %1 à %Ln joueurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove all %n player(s) from the list?</source>
        <translation>
            <numerusform>Retirer le seul joueur de la liste&#xa0;?</numerusform>
            <numerusform>Retirer les %Ln joueurs de la liste&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n role(s) for %1 players: the counts must match the players.</source>
        <translation>
            <numerusform>%Ln rôle pour %1 joueurs&#xa0;: les nombres doivent correspondre.</numerusform>
            <numerusform>%Ln rôles pour %1 joueurs&#xa0;: les nombres doivent correspondre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for %1 players</source>
        <translation>
            <numerusform>%Ln carte pour %1 joueurs</numerusform>
            <numerusform>%Ln cartes pour %1 joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Standard (many roles)</source>
        <translation>Standard (beaucoup de rôles)</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Basique</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Compact (quick games)</source>
        <translation>Compact (parties rapides)</translation>
    </message>
    <message>
        <source>Traditional party game</source>
        <translation>Jeu de société traditionnel</translation>
    </message>
    <message>
        <source>The big role list: Seer, Knight, Medium and many extras.</source>
        <translation>La grande liste de rôles&#xa0;: Voyante, Salvateur, Médium et de nombreux extras.</translation>
    </message>
    <message>
        <source>Werewolves, a Seer and a Doctor; the simplest game.</source>
        <translation>Des loups-garous, une Voyante et un Docteur&#xa0;: la partie la plus simple.</translation>
    </message>
    <message>
        <source>Werewolves, Seer, Witch and Hunter.</source>
        <translation>Loups-garous, Voyante, Sorcière et Chasseur.</translation>
    </message>
    <message>
        <source>Short timed games for 5 to 12 with a night zero.</source>
        <translation>Parties courtes et chronométrées pour 5 à 12 joueurs, avec une nuit zéro.</translation>
    </message>
    <message>
        <source>The moderator-led party game, with variation roles.</source>
        <translation>Le jeu d&apos;ambiance animé par un meneur, avec des rôles en variante.</translation>
    </message>
    <message>
        <source>Gentle (went home, pranks)</source>
        <translation>Doux (rentrer à la maison, farces)</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutre (éliminé)</translation>
    </message>
    <message>
        <source>Classic (killed, eliminated)</source>
        <translation>Classique (tué, lynché)</translation>
    </message>
    <message>
        <source>How many werewolves (auto suits the table).</source>
        <translation>Nombre de loups-garous (auto&#xa0;: selon le nombre de joueurs).</translation>
    </message>
    <message>
        <source>The Knight may guard the same person twice in a row.</source>
        <translation>Le Salvateur peut protéger la même personne deux nuits de suite.</translation>
    </message>
    <message>
        <source>The Traitor learns who the werewolves are.</source>
        <translation>Le Traître sait qui sont les loups-garous.</translation>
    </message>
    <message>
        <source>The Seer&apos;s first night: a look, a free clear, or none.</source>
        <translation>Première nuit de la Voyante&#xa0;: sonder quelqu&apos;un, apprendre le nom d&apos;un innocent, ou rien.</translation>
    </message>
    <message>
        <source>A time limit for each night turn (0: none).</source>
        <translation>Un temps limite pour chaque tour de nuit (0&#xa0;: aucun).</translation>
    </message>
    <message>
        <source>The Hunter must take someone along.</source>
        <translation>Le Chasseur doit emmener quelqu&apos;un.</translation>
    </message>
    <message>
        <source>What the Thief&apos;s victim becomes.</source>
        <translation>Ce que devient la victime du Voleur.</translation>
    </message>
    <message>
        <source>What the Witch&apos;s waking potion does.</source>
        <translation>Ce que fait la potion de vie de la Sorcière.</translation>
    </message>
    <message>
        <source>Whom the Trapper&apos;s trap catches.</source>
        <translation>Qui le piège du Trappeur attrape.</translation>
    </message>
    <message>
        <source>The Trapper may trap the same person twice in a row.</source>
        <translation>Le Trappeur peut piéger la même personne deux nuits de suite.</translation>
    </message>
    <message>
        <source>What the Priest&apos;s blessing protects from.</source>
        <translation>Contre quoi protège la bénédiction du Prêtre.</translation>
    </message>
    <message>
        <source>When the Old Man goes home of old age.</source>
        <translation>Quand la vieillesse emporte le Vieillard.</translation>
    </message>
    <message>
        <source>How the Lone Wolf wins.</source>
        <translation>Comment le Loup solitaire gagne.</translation>
    </message>
    <message>
        <source>Which trips home of the Wolf Cub anger the pack.</source>
        <translation>Quels départs du Louveteau mettent la meute en colère.</translation>
    </message>
    <message>
        <source>The Black Cat never takes a Lycan.</source>
        <translation>Le Chat noir n&apos;emmène jamais un Lycanthrope.</translation>
    </message>
    <message>
        <source>The Lovers win as their own side.</source>
        <translation>Les Amoureux gagnent comme un camp à part.</translation>
    </message>
    <message>
        <source>How the Vampire plays.</source>
        <translation>Comment joue le Vampire.</translation>
    </message>
    <message>
        <source>How Teruteru wins.</source>
        <translation>Comment gagne Teruteru.</translation>
    </message>
    <message>
        <source>What a tied vote does.</source>
        <translation>Que faire en cas d&apos;égalité au vote.</translation>
    </message>
    <message>
        <source>When the werewolves win.</source>
        <translation>Quand les loups-garous gagnent.</translation>
    </message>
    <message>
        <source>When the game checks for a winner.</source>
        <translation>Quand vérifier s&apos;il y a un vainqueur.</translation>
    </message>
    <message>
        <source>The Witch may save herself.</source>
        <translation>La Sorcière peut se sauver elle-même.</translation>
    </message>
    <message>
        <source>The Witch may use both potions in one night.</source>
        <translation>La Sorcière peut utiliser ses deux potions la même nuit.</translation>
    </message>
    <message>
        <source>What happens when the werewolves disagree.</source>
        <translation>Ce qui se passe quand les loups-garous ne sont pas d&apos;accord.</translation>
    </message>
    <message>
        <source>What a player who does not vote does.</source>
        <translation>Ce qui se passe quand un joueur ne vote pas.</translation>
    </message>
    <message>
        <source>Normal or short timers.</source>
        <translation>Minuteries normales ou courtes.</translation>
    </message>
    <message>
        <source>How long each role is called at night; the same whether its player is still here or gone, so the wait tells nothing.</source>
        <translation>Durée de l&apos;appel de chaque rôle la nuit&#xa0;: la même que son joueur soit encore là ou parti, pour que l&apos;attente ne trahisse rien.</translation>
    </message>
    <message>
        <source>Play without the Madman (Traitor).</source>
        <translation>Jouer sans le Traître.</translation>
    </message>
    <message>
        <source>Add two Masons.</source>
        <translation>Ajouter deux Francs-maçons.</translation>
    </message>
    <message>
        <source>Play without the Seer.</source>
        <translation>Jouer sans la Voyante.</translation>
    </message>
    <message>
        <source>Whether the game starts at night or by day.</source>
        <translation>La partie commence la nuit ou le jour.</translation>
    </message>
    <message>
        <source>How Wolfsbane works.</source>
        <translation>Comment fonctionne l&apos;Aconit.</translation>
    </message>
    <message>
        <source>Who wins when Wolfsbane is one of the last two.</source>
        <translation>Qui gagne quand l&apos;Aconit fait partie des deux derniers.</translation>
    </message>
    <message>
        <source>Plurality or a majority to send someone home.</source>
        <translation>Majorité relative ou absolue pour renvoyer quelqu&apos;un.</translation>
    </message>
    <message>
        <source>The Magistrate may shield themselves.</source>
        <translation>Le Magistrat peut se protéger lui-même.</translation>
    </message>
    <message>
        <source>A player who goes home shows their card to everyone.</source>
        <translation>Un joueur qui quitte la partie montre sa carte à tous.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>par défaut&#xa0;: %1</translation>
    </message>
    <message>
        <source>This role is not available yet.</source>
        <translation>Ce rôle n&apos;est pas encore disponible.</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>This preset has no other house rules.</source>
        <translation>Ce préréglage n&apos;a pas d&apos;autres règles maison.</translation>
    </message>
    <message>
        <source>(%1 min %2 s)</source>
        <translation>(%1 min %2 s)</translation>
    </message>
    <message>
        <source>set by the preset&apos;s pace</source>
        <translation>fixé par le rythme du préréglage</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(choisir)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>Choose the card each player got (missing: %1).</source>
        <translation>Choisissez la carte de chaque joueur (manquantes&#xa0;: %1).</translation>
    </message>
    <message>
        <source>The cards entered do not match the role counts above.</source>
        <translation>Les cartes saisies ne correspondent pas aux nombres de rôles ci-dessus.</translation>
    </message>
    <message>
        <source>Add the players, in the order they sit.</source>
        <translation>Ajoutez les joueurs dans l&apos;ordre où ils sont assis.</translation>
    </message>
    <message>
        <source>Ready: press Start when everyone is seated.</source>
        <translation>Prêt&#xa0;: appuyez sur Lancer quand tout le monde est assis.</translation>
    </message>
    <message>
        <source>Fix the marked problems to start.</source>
        <translation>Corrigez les problèmes signalés pour commencer.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Werewolf Desktop</source>
        <translation>Loups-garous — Werewolf Desktop</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Resume a saved game...</source>
        <translation>&amp;Reprendre une partie enregistrée...</translation>
    </message>
    <message>
        <source>&amp;History and replays...</source>
        <translation>&amp;Historique et parties à revoir...</translation>
    </message>
    <message>
        <source>Players&apos; &amp;phones...</source>
        <translation>&amp;Téléphones des joueurs...</translation>
    </message>
    <message>
        <source>Watch a &amp;demo game</source>
        <translation>Voir une &amp;démo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Narration</source>
        <translation>&amp;Narration</translation>
    </message>
    <message>
        <source>&amp;Voice settings...</source>
        <translation>Réglages de la &amp;voix...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Primer and shortcuts...</source>
        <translation>&amp;Premiers pas et raccourcis...</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>The game is saved; you can resume it later. Leave it for a new game?</source>
        <translation>La partie est enregistrée&#xa0;; vous pourrez la reprendre plus tard. La quitter pour une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>Il n&apos;y a aucune partie en cours à reprendre.</translation>
    </message>
    <message>
        <source>Pr&amp;int...</source>
        <translation>&amp;Imprimer...</translation>
    </message>
    <message>
        <source>Resume another game</source>
        <translation>Reprendre une autre partie</translation>
    </message>
    <message>
        <source>The game is saved; you can resume it later. Switch games?</source>
        <translation>La partie est enregistrée&#xa0;; vous pourrez la reprendre plus tard. Changer de partie&#xa0;?</translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>Cette partie ne peut pas être rejouée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Leave the current game (Game &gt; New game) to watch a demo.</source>
        <translation>Quittez la partie en cours (Partie &gt; Nouvelle partie) pour voir une démo.</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>La garder pour plus tard</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>L&apos;abandonner</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>An abandoned game stays in the history but is never offered again.</source>
        <translation>Une partie abandonnée reste dans l&apos;historique mais n&apos;est plus jamais proposée.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>The game is saved; you can resume it later. Quit?</source>
        <translation>La partie est enregistrée&#xa0;; vous pourrez la reprendre plus tard. Quitter&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>(%1)</source>
        <extracomment>%1: the message&apos;s id</extracomment>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>%1 went home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 rentre à la maison.</translation>
    </message>
    <message>
        <source>%1 was eliminated.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 quitte la partie.</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>C&apos;est la fin pour %1.</translation>
    </message>
    <message>
        <source>A quiet night.</source>
        <translation>Une nuit calme.</translation>
    </message>
    <message>
        <source>The table sent %1 home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>La table renvoie %1 à la maison.</translation>
    </message>
    <message>
        <source>The table eliminated %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>La table a éliminé %1.</translation>
    </message>
    <message>
        <source>The village lynched %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Le village a lynché %1.</translation>
    </message>
    <message>
        <source>Nobody goes home today.</source>
        <translation>Personne ne rentre à la maison aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Nobody is eliminated today.</source>
        <translation>Personne n&apos;est éliminé aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Nobody is lynched today.</source>
        <translation>Personne n&apos;est lynché aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>%n accused: %1.</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Sur la sellette&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%n accused: %1.</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%n sur la sellette&#xa0;: %1.</translation>
    </message>
    <message>
        <source>To start with: %1 is not a werewolf.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Pour commencer&#xa0;: %1 n&apos;est pas loup-garou.</translation>
    </message>
    <message>
        <source>You are the only one.</source>
        <translation>Il n&apos;y a personne d&apos;autre que vous.</translation>
    </message>
    <message>
        <source>%1 died (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they died (e.g. &quot;lynched&quot;)</extracomment>
        <translation>Mort de %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is out of the game (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they are out (e.g. &quot;voted out&quot;)</extracomment>
        <translation>%1 est hors jeu (%2).</translation>
    </message>
    <message>
        <source>%1 went home (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they went home (e.g. &quot;voted home&quot;)</extracomment>
        <translation>%1 a quitté la partie (%2).</translation>
    </message>
    <message>
        <source>The werewolves chose to prank %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Les loups-garous ont choisi de faire une farce à %1.</translation>
    </message>
    <message>
        <source>The werewolves chose to attack %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Les loups-garous ont choisi d&apos;attaquer %1.</translation>
    </message>
    <message>
        <source>The werewolves chose to kill %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Les loups-garous ont choisi de tuer %1.</translation>
    </message>
    <message>
        <source>%1 voted for %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1 a voté contre %2.</translation>
    </message>
    <message>
        <source>%1 used the saving potion on %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1 a utilisé la potion de vie sur %2.</translation>
    </message>
    <message>
        <source>%1 used the other potion on %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1 a utilisé l&apos;autre potion sur %2.</translation>
    </message>
    <message>
        <source>A blessing kept %1 here (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they went home (e.g. &quot;voted home&quot;)</extracomment>
        <translation>Une bénédiction a gardé %1 en jeu (%2).</translation>
    </message>
    <message>
        <source>%1 took %2 home with them.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1 a emmené %2 dans sa chute.</translation>
    </message>
    <message>
        <source>%1 went home: the pack chooses twice on night %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the night&apos;s number</extracomment>
        <translation>%1 a quitté la partie&#xa0;: la meute choisit deux fois la nuit %2.</translation>
    </message>
    <message>
        <source>A guard kept %1 safe.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Une protection a sauvé %1.</translation>
    </message>
    <message>
        <source>The trap at %1&apos;s door worked.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Le piège à la porte de %1 a fonctionné.</translation>
    </message>
    <message>
        <source>Morning comes.</source>
        <translation>Le matin arrive.</translation>
    </message>
    <message>
        <source>Night falls.</source>
        <translation>La nuit tombe.</translation>
    </message>
    <message>
        <source>Fresh bread arrived this morning.</source>
        <translation>Du pain frais est arrivé ce matin.</translation>
    </message>
    <message>
        <source>No bread this morning.</source>
        <translation>Pas de pain ce matin.</translation>
    </message>
    <message>
        <source>%1 cannot be voted home today.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Impossible de renvoyer %1 par le vote aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>No one had a majority.</source>
        <translation>Personne n&apos;a obtenu la majorité.</translation>
    </message>
    <message>
        <source>A tie: the lot fell on %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Égalité&#xa0;: le sort est tombé sur %1.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 est de retour à la table.</translation>
    </message>
    <message>
        <source>%1 went home as well.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 quitte aussi la partie.</translation>
    </message>
    <message>
        <source>%1 stays at the table.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 reste à la table.</translation>
    </message>
    <message>
        <source>%1 stepped forward and decided the vote.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 se dévoile et tranche le vote.</translation>
    </message>
    <message>
        <source>The werewolves are %1.</source>
        <extracomment>%1: the werewolves&apos; names (a list: &quot;Ann, Bob and Cleo&quot;)</extracomment>
        <translation>Les loups-garous sont&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The werewolf is %1.</source>
        <extracomment>%1: the name of the only werewolf</extracomment>
        <translation>Le loup-garou est&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your pack: %1.</source>
        <extracomment>%1: the other werewolves&apos; names (a list)</extracomment>
        <translation>Votre meute&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your partner: %1.</source>
        <extracomment>%1: the partner&apos;s name</extracomment>
        <translation>Votre partenaire&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The other Masons: %1.</source>
        <extracomment>%1: the other Masons&apos; names (a list)</extracomment>
        <translation>Les autres Francs-maçons&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The other Mason: %1.</source>
        <extracomment>%1: the name of the only other Mason</extracomment>
        <translation>L&apos;autre Franc-maçon&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A blessing kept you here.</source>
        <translation>Une bénédiction vous garde en jeu.</translation>
    </message>
    <message>
        <source>The werewolves chose you: from the next night you are one.</source>
        <translation>Morsure des loups-garous&#xa0;: dès la nuit prochaine, vous êtes des leurs.</translation>
    </message>
    <message>
        <source>The werewolves chose %1 tonight.</source>
        <extracomment>%1: the name of the player the werewolves chose</extracomment>
        <translation>Cette nuit, les loups-garous ont choisi %1.</translation>
    </message>
    <message>
        <source>%1&apos;s vote was drawn: %2.</source>
        <extracomment>%1: the name of the player whose vote was drawn, %2: the name drawn</extracomment>
        <translation>Le vote de %1 a été tiré au sort&#xa0;: %2.</translation>
    </message>
    <message>
        <source>A potion saved %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Une potion a sauvé %1.</translation>
    </message>
    <message>
        <source>%1 guards %2.</source>
        <extracomment>%1: the guard&apos;s name, %2: the name of the player guarded</extracomment>
        <translation>%1 protège %2.</translation>
    </message>
    <message>
        <source>%1 could not be taken.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Impossible d&apos;emmener %1.</translation>
    </message>
    <message>
        <source>%1 took nobody along.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 n&apos;a emmené personne.</translation>
    </message>
    <message>
        <source>%1 was ill: the pack rests on night %2.</source>
        <extracomment>%1: the Diseased player&apos;s name, %2: the night&apos;s number</extracomment>
        <translation>%1 était malade&#xa0;: la meute se repose la nuit %2.</translation>
    </message>
    <message>
        <source>%1 holds on for one more day.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 tient bon un jour de plus.</translation>
    </message>
    <message>
        <source>%1 follows the Fox home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 suit le Renard et quitte la partie.</translation>
    </message>
    <message>
        <source>%1 chose %2 (%3).</source>
        <extracomment>%1: the name of who chose, %2: the name of the player chosen, %3: how (e.g. &quot;the Witch&apos;s potion&quot;)</extracomment>
        <translation>%1 a choisi %2 (%3).</translation>
    </message>
    <message>
        <source>%1 was not harmed by %2.</source>
        <extracomment>%1: the Fox&apos;s name, %2: the name of the player who chose the Fox</extracomment>
        <translation>%2 n&apos;a rien pu contre %1.</translation>
    </message>
    <message>
        <source>%1 shields %2.</source>
        <extracomment>%1: the name of who shields, %2: the name of the player shielded</extracomment>
        <translation>%1 protège %2 du vote.</translation>
    </message>
    <message>
        <source>%1 looked at %2.</source>
        <extracomment>%1: the name of who looked, %2: the Fox&apos;s name</extracomment>
        <translation>%1 a sondé %2.</translation>
    </message>
    <message>
        <source>%1 chose %2.</source>
        <extracomment>%1: the name of the player who chose, %2: the name of the player chosen</extracomment>
        <translation>%1 a choisi %2.</translation>
    </message>
    <message>
        <source>%1 reached %2.</source>
        <extracomment>%1: the name of who came, %2: the name of the player reached</extracomment>
        <translation>%1 a atteint %2.</translation>
    </message>
    <message>
        <source>%1 sprinkled %2.</source>
        <extracomment>%1: the name of who sprinkled, %2: the name of the player sprinkled</extracomment>
        <translation>%1 a déposé l&apos;aconit chez %2.</translation>
    </message>
    <message>
        <source>%1 was not harmed (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: what came for them (e.g. &quot;the Assassin&quot;)</extracomment>
        <translation>%1 n&apos;a rien eu (%2).</translation>
    </message>
    <message>
        <source>%1 joined the werewolves.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 a rejoint les loups-garous.</translation>
    </message>
    <message>
        <source>%1 tied %2 together.</source>
        <extracomment>%1: the name of who tied them, %2: the two names (&quot;Ann and Bob&quot;)</extracomment>
        <translation>%1 a lié %2.</translation>
    </message>
    <message>
        <source>%1&apos;s choice of %2 had no effect.</source>
        <extracomment>%1: the name of who chose, %2: the name of the player chosen</extracomment>
        <translation>Le choix de %2 par %1 n&apos;a eu aucun effet.</translation>
    </message>
    <message>
        <source>%1 blessed %2.</source>
        <extracomment>%1: the Priest&apos;s name, %2: the name of the player blessed</extracomment>
        <translation>%1 a béni %2.</translation>
    </message>
    <message>
        <source>%1 set a trap at %2&apos;s door.</source>
        <extracomment>%1: the Trapper&apos;s name, %2: the name of the player whose door it is</extracomment>
        <translation>%1 a posé un piège à la porte de %2.</translation>
    </message>
    <message>
        <source>%1 could not swap with %2.</source>
        <extracomment>%1: the Thief&apos;s name, %2: the name of the other player</extracomment>
        <translation>%1 n&apos;a pas pu échanger avec %2.</translation>
    </message>
    <message>
        <source>%1&apos;s bite on %2 failed.</source>
        <extracomment>%1: the Vampire&apos;s name, %2: the name of the player bitten</extracomment>
        <translation>La morsure de %1 sur %2 a échoué.</translation>
    </message>
    <message>
        <source>%1 took %2&apos;s card (%3); %2 is now %4.</source>
        <extracomment>%1: the Thief&apos;s name, %2: the other player&apos;s name, %3: the card taken (a role), %4: the other player&apos;s new role</extracomment>
        <translation>%1 a pris la carte de %2 (%3)&#xa0;; %2 est maintenant %4.</translation>
    </message>
    <message>
        <source>%1 bit %2.</source>
        <extracomment>%1: the Vampire&apos;s name, %2: the name of the player bitten</extracomment>
        <translation>%1 a mordu %2.</translation>
    </message>
    <message>
        <source>%1 joined your pack.</source>
        <extracomment>%1: the new werewolf&apos;s name</extracomment>
        <translation>%1 a rejoint votre meute.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>%1: a look&apos;s result (&quot;Ann is not a werewolf&quot;)</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>You are tied to %1.</source>
        <extracomment>%1: the partner&apos;s name</extracomment>
        <translation>Votre destin est lié à celui de %1.</translation>
    </message>
    <message>
        <source>You take over the looks from night %1.</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>Vous sondez à la place de la Voyante à partir de la nuit %1.</translation>
    </message>
    <message>
        <source>You took %1&apos;s card: %2.</source>
        <extracomment>%1: the other player&apos;s name, %2: the card taken (a role)</extracomment>
        <translation>Vous avez pris la carte de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Your card was swapped: you are now %1.</source>
        <extracomment>%1: your new role</extracomment>
        <translation>Votre carte a été échangée&#xa0;: vous êtes maintenant %1.</translation>
    </message>
    <message>
        <source>The Foxes: %1.</source>
        <extracomment>%1: the Foxes&apos; names (a list)</extracomment>
        <translation>Les Renards&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The Fox: %1.</source>
        <extracomment>%1: the Fox&apos;s name</extracomment>
        <translation>Le Renard&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The other foxes: %1.</source>
        <extracomment>%1: the other foxes&apos; names (a list)</extracomment>
        <translation>Les autres Renards&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The other fox: %1.</source>
        <extracomment>%1: the name of the only other fox</extracomment>
        <translation>L&apos;autre Renard&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your family: %1.</source>
        <extracomment>%1: the other Mafia members&apos; names (a list)</extracomment>
        <translation>Votre famille&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>ModeratorConsole</name>
    <message>
        <source>Correct  [Ctrl+Z]</source>
        <translation>Corriger  [Ctrl+Z]</translation>
    </message>
    <message>
        <source>Redo  [Ctrl+Shift+Z]</source>
        <translation>Rétablir  [Ctrl+Maj+Z]</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Back  [Esc]</source>
        <translation>Retour  [Échap]</translation>
    </message>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>Valider  [Entrée]</translation>
    </message>
    <message>
        <source>Nobody  [N]</source>
        <translation>Personne  [N]</translation>
    </message>
    <message>
        <source>Everyone without a power may write a note. In a game led by a moderator the notes do not matter.</source>
        <translation>Les joueurs sans pouvoir peuvent écrire une note. Dans une partie avec meneur, les notes ne comptent pas.</translation>
    </message>
    <message>
        <source>Skip all notes  [Enter]</source>
        <translation>Passer toutes les notes  [Entrée]</translation>
    </message>
    <message>
        <source>+1 minute  [+]</source>
        <translation>+1 minute  [+]</translation>
    </message>
    <message>
        <source>Day powers</source>
        <translation>Pouvoirs de jour</translation>
    </message>
    <message>
        <source>To the vote  [Enter]</source>
        <translation>Passer au vote  [Entrée]</translation>
    </message>
    <message>
        <source>Enter totals instead</source>
        <translation>Saisir plutôt les totaux</translation>
    </message>
    <message>
        <source>Record the votes  [Enter]</source>
        <translation>Enregistrer les votes  [Entrée]</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Narration</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>No narration attached.</source>
        <translation>Pas de narration.</translation>
    </message>
    <message>
        <source>Pause  [F8]</source>
        <translation>Pause  [F8]</translation>
    </message>
    <message>
        <source>Continue to the night  [Enter]</source>
        <translation>Passer à la nuit  [Entrée]</translation>
    </message>
    <message>
        <source>Repeat  [F7]</source>
        <translation>Répéter  [F7]</translation>
    </message>
    <message>
        <source>Skip  [F9]</source>
        <translation>Passer  [F9]</translation>
    </message>
    <message>
        <source>+15 s  [Ctrl+M]</source>
        <translation>+15&#xa0;s  [Ctrl+M]</translation>
    </message>
    <message>
        <source>Pick a player (in seat order), or the highlighted voter&apos;s vote</source>
        <translation>Choisir un joueur (dans l&apos;ordre des places), ou le vote de l&apos;électeur en surbrillance</translation>
    </message>
    <message>
        <source>Nobody, or no vote</source>
        <translation>Personne, ou pas de vote</translation>
    </message>
    <message>
        <source>Confirm the step</source>
        <translation>Valider l&apos;étape</translation>
    </message>
    <message>
        <source>Start or pause the day timer</source>
        <translation>Lancer ou mettre en pause le minuteur du jour</translation>
    </message>
    <message>
        <source>Add time to the timer</source>
        <translation>Ajouter du temps au minuteur</translation>
    </message>
    <message>
        <source>Back to the discussion; cancel a Claim or Card key</source>
        <translation>Revenir à la discussion&#xa0;; annuler une touche Annonce ou Carte</translation>
    </message>
    <message>
        <source>Redo the action just corrected</source>
        <translation>Refaire l&apos;action qui vient d&apos;être corrigée</translation>
    </message>
    <message>
        <source>More time for the call now open</source>
        <translation>Plus de temps pour l&apos;appel en cours</translation>
    </message>
    <message>
        <source>Claim: then a player&apos;s key marks what they claim</source>
        <translation>Annonce&#xa0;: puis la touche d&apos;un joueur note ce qu&apos;il annonce</translation>
    </message>
    <message>
        <source>Card: then a player&apos;s key shows them their card again</source>
        <translation>Carte&#xa0;: puis la touche d&apos;un joueur lui remontre sa carte</translation>
    </message>
    <message>
        <source>Narration: repeat the line</source>
        <translation>Narration&#xa0;: répéter la phrase</translation>
    </message>
    <message>
        <source>Narration: pause or resume</source>
        <translation>Narration&#xa0;: pause ou reprise</translation>
    </message>
    <message>
        <source>Narration: skip the line</source>
        <translation>Narration&#xa0;: passer la phrase</translation>
    </message>
    <message>
        <source>Claim: press the player&apos;s key (Esc: cancel)</source>
        <translation>Annonce&#xa0;: appuyez sur la touche du joueur (Échap&#xa0;: annuler)</translation>
    </message>
    <message>
        <source>Card: press the player&apos;s key (Esc: cancel)</source>
        <translation>Carte&#xa0;: appuyez sur la touche du joueur (Échap&#xa0;: annuler)</translation>
    </message>
    <message>
        <source>F9: a call&apos;s time is never cut short.</source>
        <translation>F9&#xa0;: le temps d&apos;un appel n&apos;est jamais écourté.</translation>
    </message>
    <message>
        <source>+15 s: %1 left for this call.</source>
        <extracomment>%1: the time now left in the call, e.g. 0:27</extracomment>
        <translation>+15&#xa0;s&#xa0;: il reste %1 pour cet appel.</translation>
    </message>
    <message>
        <source>Call open: %1 left</source>
        <extracomment>%1: the time left in the call, e.g. 0:12</extracomment>
        <translation>Appel en cours&#xa0;: il reste %1</translation>
    </message>
    <message>
        <source>Resume  [F8]</source>
        <translation>Reprendre  [F8]</translation>
    </message>
    <message>
        <source>More time: lengthen the call now open by 15 seconds (the only thing that makes a call longer).</source>
        <translation>Plus de temps&#xa0;: prolonge de 15 secondes l&apos;appel en cours (c&apos;est la seule façon d&apos;allonger un appel).</translation>
    </message>
    <message>
        <source>Not called yet: wait for the voice to call %1.</source>
        <translation>Ce rôle n&apos;est pas encore appelé&#xa0;: attendez la voix (%1).</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Pas de partie</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>The game is decided</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>Nuit %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Jour %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>Rien à faire</translation>
    </message>
    <message>
        <source>Day %1 – %2</source>
        <translation>Jour %1 – %2</translation>
    </message>
    <message>
        <source>last words</source>
        <translation>dernières paroles</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>Dernières paroles</translation>
    </message>
    <message>
        <source>The outcome stays on the table screen. Let the table speak, then continue.</source>
        <translation>Le résultat reste affiché sur l&apos;écran de la table. Laissez la table parler, puis continuez.</translation>
    </message>
    <message>
        <source>The narration is still reading</source>
        <translation>La narration n&apos;a pas fini</translation>
    </message>
    <message>
        <source>Wait for the voice</source>
        <translation>Attendez la voix</translation>
    </message>
    <message>
        <source>The day goes on once the table has heard the news. Skip lines to hurry.</source>
        <translation>La journée reprend quand la table a entendu les nouvelles. Passez des phrases pour aller plus vite.</translation>
    </message>
    <message>
        <source>the werewolves</source>
        <translation>les loups-garous</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>les notes</translation>
    </message>
    <message>
        <source>the discussion</source>
        <translation>la discussion</translation>
    </message>
    <message>
        <source>the run-off</source>
        <translation>le second tour</translation>
    </message>
    <message>
        <source>the vote</source>
        <translation>le vote</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>le meneur</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>The werewolves (%1): %2</source>
        <translation>Les loups-garous (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>The host: %1</source>
        <translation>Le meneur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The werewolves chose: %1</source>
        <translation>Choix des loups-garous&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s), then confirm.</source>
        <translation>
            <numerusform>Choisissez %Ln joueur, puis validez.</numerusform>
            <numerusform>Choisissez %Ln joueurs, puis validez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone must be chosen.</source>
        <translation>Il faut choisir quelqu&apos;un.</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Start the timer, let the table talk, then open the vote.</source>
        <translation>Lancez le minuteur, laissez la table discuter, puis ouvrez le vote.</translation>
    </message>
    <message>
        <source>Run-off</source>
        <translation>Second tour</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Le vote</translation>
    </message>
    <message>
        <source>For each voter (highlighted) press the key of the one they vote for.</source>
        <translation>Pour chaque votant (en surbrillance), appuyez sur la touche de la personne qu&apos;il désigne.</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>Temps écoulé&#xa0;!</translation>
    </message>
    <message>
        <source>These totals cannot be shared out among the voters.</source>
        <translation>Ces totaux ne peuvent pas être répartis entre les votants.</translation>
    </message>
    <message>
        <source>Correct the last action</source>
        <translation>Corriger la dernière action</translation>
    </message>
    <message numerus="yes">
        <source>No power tonight for %n player(s).</source>
        <translation>
            <numerusform>Sans pouvoir cette nuit&#xa0;: %Ln joueur.</numerusform>
            <numerusform>Sans pouvoir cette nuit&#xa0;: %Ln joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>+15 s: added as soon as the call opens.</source>
        <translation>+15&#xa0;s&#xa0;: ajoutées dès que l&apos;appel commence.</translation>
    </message>
    <message>
        <source>+15 s: no call is open now.</source>
        <translation>+15&#xa0;s&#xa0;: aucun appel n&apos;est en cours.</translation>
    </message>
    <message>
        <source>The TV already showed the result of this action. Take it back anyway?</source>
        <translation>La télé a déjà montré le résultat de cette action. L&apos;annuler quand même&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Morning</name>
    <message>
        <source>Nobody went home</source>
        <translation>Personne n&apos;est rentré à la maison</translation>
    </message>
    <message>
        <source>Nobody was eliminated</source>
        <translation>Personne n&apos;a été éliminé</translation>
    </message>
    <message>
        <source>Nobody died</source>
        <translation>Personne n&apos;est mort</translation>
    </message>
    <message>
        <source>%1 went home</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%1 rentre à la maison</translation>
    </message>
    <message>
        <source>%1 went home</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%1 rentrent à la maison</translation>
    </message>
    <message>
        <source>%n eliminated: %1</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Élimination&#xa0;: %1</translation>
    </message>
    <message>
        <source>%n eliminated: %1</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%n éliminations&#xa0;: %1</translation>
    </message>
    <message>
        <source>%n died: %1</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Décès&#xa0;: %1</translation>
    </message>
    <message>
        <source>%n died: %1</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%n décès&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>%1: the names before the last one (already joined with commas), %2: the last name</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu&apos;un</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Night falls on the village. Everyone, close your eyes.</source>
        <translation>La nuit tombe, le village s&apos;endort. Fermez tous les yeux.</translation>
    </message>
    <message>
        <source>Morning light is here. Everyone, open your eyes.</source>
        <translation>Le jour se lève, le village se réveille. Ouvrez tous les yeux.</translation>
    </message>
    <message>
        <source>Thief, open your eyes. You may trade your card for someone else&apos;s role.</source>
        <translation>Voleur, ouvre les yeux. Tu peux échanger ta carte contre le rôle de quelqu&apos;un d&apos;autre.</translation>
    </message>
    <message>
        <source>Thief, close your eyes.</source>
        <translation>Voleur, ferme les yeux.</translation>
    </message>
    <message>
        <source>Cupid, open your eyes and pick the two people who will fall in love.</source>
        <translation>Cupidon, ouvre les yeux et désigne les deux personnes qui vont tomber amoureuses.</translation>
    </message>
    <message>
        <source>Cupid, close your eyes.</source>
        <translation>Cupidon, ferme les yeux.</translation>
    </message>
    <message>
        <source>Lovers, open your eyes and find the one whose fate is tied to yours.</source>
        <translation>Amoureux, ouvrez les yeux et trouvez la personne dont le destin est lié au vôtre.</translation>
    </message>
    <message>
        <source>Lovers, close your eyes.</source>
        <translation>Amoureux, fermez les yeux.</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and look around: this is your pack.</source>
        <translation>Loups-garous, ouvrez les yeux et regardez autour de vous&#xa0;: voici votre meute.</translation>
    </message>
    <message>
        <source>Werewolves, close your eyes.</source>
        <translation>Loups-garous, fermez les yeux.</translation>
    </message>
    <message>
        <source>Masons, open your eyes and see who shares your secret.</source>
        <translation>Francs-maçons, ouvrez les yeux et voyez qui partage votre secret.</translation>
    </message>
    <message>
        <source>Masons, close your eyes.</source>
        <translation>Francs-maçons, fermez les yeux.</translation>
    </message>
    <message>
        <source>Seer, open your eyes. You are shown one person who is surely no werewolf.</source>
        <translation>Voyante, ouvre les yeux. On te montre une personne qui, à coup sûr, n&apos;est pas loup-garou.</translation>
    </message>
    <message>
        <source>Seer, close your eyes.</source>
        <translation>Voyante, ferme les yeux.</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and agree in silence on whom to prank tonight.</source>
        <translation>Loups-garous, ouvrez les yeux et choisissez en silence à qui faire une farce cette nuit.</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and agree in silence on whom to attack.</source>
        <translation>Loups-garous, ouvrez les yeux et choisissez en silence qui attaquer.</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and agree in silence on tonight&apos;s victim.</source>
        <translation>Loups-garous, ouvrez les yeux et choisissez en silence la victime de cette nuit.</translation>
    </message>
    <message>
        <source>Werewolves, keep your eyes open and agree in silence on whom to prank.</source>
        <translation>Loups-garous, gardez les yeux ouverts et choisissez en silence à qui faire une farce.</translation>
    </message>
    <message>
        <source>Werewolves, keep your eyes open and agree in silence on whom to attack.</source>
        <translation>Loups-garous, gardez les yeux ouverts et choisissez en silence qui attaquer.</translation>
    </message>
    <message>
        <source>Werewolves, keep your eyes open and agree in silence on a victim.</source>
        <translation>Loups-garous, gardez les yeux ouverts et choisissez en silence votre victime.</translation>
    </message>
    <message>
        <source>Seer, open your eyes and point to someone whose nature you want to know.</source>
        <translation>Voyante, ouvre les yeux et désigne la personne dont tu veux connaître la vraie nature.</translation>
    </message>
    <message>
        <source>Apprentice Seer, open your eyes. If the Seer has left, you may look into someone.</source>
        <translation>Apprentie Voyante, ouvre les yeux. Si la Voyante est partie, tu peux sonder quelqu&apos;un.</translation>
    </message>
    <message>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>Apprentie Voyante, ferme les yeux.</translation>
    </message>
    <message>
        <source>Fox Cub, open your eyes and make your choice for tonight.</source>
        <translation>Renardeau, ouvre les yeux et fais ton choix pour cette nuit.</translation>
    </message>
    <message>
        <source>Fox Cub, close your eyes.</source>
        <translation>Renardeau, ferme les yeux.</translation>
    </message>
    <message>
        <source>Medium, open your eyes and learn about the one the village sent home.</source>
        <translation>Médium, ouvre les yeux et découvre qui était la personne que le village a renvoyée à la maison.</translation>
    </message>
    <message>
        <source>Medium, open your eyes and learn about the one the vote eliminated.</source>
        <translation>Médium, ouvre les yeux et découvre qui était la personne éliminée par le vote.</translation>
    </message>
    <message>
        <source>Medium, open your eyes and learn about the one the village lynched.</source>
        <translation>Médium, ouvre les yeux et découvre qui était la personne lynchée par le village.</translation>
    </message>
    <message>
        <source>Medium, close your eyes.</source>
        <translation>Médium, ferme les yeux.</translation>
    </message>
    <message>
        <source>Knight, open your eyes and choose one person to watch over tonight.</source>
        <translation>Salvateur, ouvre les yeux et choisis une personne à protéger cette nuit.</translation>
    </message>
    <message>
        <source>Knight, close your eyes.</source>
        <translation>Salvateur, ferme les yeux.</translation>
    </message>
    <message>
        <source>Doctor, open your eyes and choose one person to keep safe tonight.</source>
        <translation>Docteur, ouvre les yeux et choisis une personne à protéger cette nuit.</translation>
    </message>
    <message>
        <source>Doctor, close your eyes.</source>
        <translation>Docteur, ferme les yeux.</translation>
    </message>
    <message>
        <source>Trapper, open your eyes and decide whose door your trap will guard.</source>
        <translation>Trappeur, ouvre les yeux et décide devant quelle porte poser ton piège.</translation>
    </message>
    <message>
        <source>Trapper, close your eyes.</source>
        <translation>Trappeur, ferme les yeux.</translation>
    </message>
    <message>
        <source>Priest, open your eyes. You may give your blessing to one person.</source>
        <translation>Prêtre, ouvre les yeux. Tu peux donner ta bénédiction à une personne.</translation>
    </message>
    <message>
        <source>Priest, close your eyes.</source>
        <translation>Prêtre, ferme les yeux.</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. You may send one person home tonight.</source>
        <translation>Assassin, ouvre les yeux. Tu peux renvoyer une personne à la maison cette nuit.</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. You may eliminate one person tonight.</source>
        <translation>Assassin, ouvre les yeux. Tu peux éliminer une personne cette nuit.</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. You may kill one person tonight.</source>
        <translation>Assassin, ouvre les yeux. Tu peux tuer une personne cette nuit.</translation>
    </message>
    <message>
        <source>Assassin, close your eyes.</source>
        <translation>Assassin, ferme les yeux.</translation>
    </message>
    <message>
        <source>Vampire, open your eyes and choose whom to visit tonight.</source>
        <translation>Vampire, ouvre les yeux et choisis à qui rendre visite cette nuit.</translation>
    </message>
    <message>
        <source>Vampire, close your eyes.</source>
        <translation>Vampire, ferme les yeux.</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See who was pranked, then decide whether to use a potion.</source>
        <translation>Sorcière, ouvre les yeux. Regarde qui a été victime d&apos;une farce, puis décide si tu utilises une potion.</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See who was attacked, then decide whether to use a potion.</source>
        <translation>Sorcière, ouvre les yeux. Regarde qui a été attaqué, puis décide si tu utilises une potion.</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See tonight&apos;s victim, then decide whether to use a potion.</source>
        <translation>Sorcière, ouvre les yeux. Regarde la victime de cette nuit, puis décide si tu utilises une potion.</translation>
    </message>
    <message>
        <source>Witch, close your eyes.</source>
        <translation>Sorcière, ferme les yeux.</translation>
    </message>
    <message>
        <source>Mafia, open your eyes and agree on whom to send home tonight.</source>
        <translation>Mafia, ouvrez les yeux et choisissez qui renvoyer à la maison cette nuit.</translation>
    </message>
    <message>
        <source>Mafia, open your eyes and agree on whom to eliminate tonight.</source>
        <translation>Mafia, ouvrez les yeux et choisissez qui éliminer cette nuit.</translation>
    </message>
    <message>
        <source>Mafia, open your eyes and agree on whom to kill tonight.</source>
        <translation>Mafia, ouvrez les yeux et choisissez qui tuer cette nuit.</translation>
    </message>
    <message>
        <source>Mafia, close your eyes.</source>
        <translation>Mafia, fermez les yeux.</translation>
    </message>
    <message>
        <source>Devil, open your eyes for a moment so the host can see you.</source>
        <translation>Diable, ouvre les yeux un instant pour que le meneur te voie.</translation>
    </message>
    <message>
        <source>Devil, close your eyes.</source>
        <translation>Diable, ferme les yeux.</translation>
    </message>
    <message>
        <source>Devil, open your eyes and choose one person whose role you want to learn.</source>
        <translation>Diable, ouvre les yeux et choisis une personne dont tu veux connaître le rôle.</translation>
    </message>
    <message>
        <source>Spy, open your eyes for a moment so the host can see you.</source>
        <translation>Espion, ouvre les yeux un instant pour que le meneur te voie.</translation>
    </message>
    <message>
        <source>Spy, close your eyes.</source>
        <translation>Espion, ferme les yeux.</translation>
    </message>
    <message>
        <source>Spy, open your eyes and choose one person whose role you want to learn.</source>
        <translation>Espion, ouvre les yeux et choisis une personne dont tu veux connaître le rôle.</translation>
    </message>
    <message>
        <source>Sorcerer, open your eyes and choose one person to look into.</source>
        <translation>Sorcier, ouvre les yeux et choisis une personne à sonder.</translation>
    </message>
    <message>
        <source>Sorcerer, close your eyes.</source>
        <translation>Sorcier, ferme les yeux.</translation>
    </message>
    <message>
        <source>Magistrate, open your eyes. You may shield one person from tomorrow&apos;s vote.</source>
        <translation>Magistrat, ouvre les yeux. Tu peux protéger une personne du vote de demain.</translation>
    </message>
    <message>
        <source>Magistrate, close your eyes.</source>
        <translation>Magistrat, ferme les yeux.</translation>
    </message>
    <message>
        <source>Keeper of the wolfsbane, open your eyes. You may leave the herb at one door.</source>
        <translation>Gardien de l&apos;aconit, ouvre les yeux. Tu peux déposer l&apos;herbe devant une porte.</translation>
    </message>
    <message>
        <source>Keeper of the wolfsbane, close your eyes.</source>
        <translation>Gardien de l&apos;aconit, ferme les yeux.</translation>
    </message>
    <message>
        <source>Vigilante, open your eyes. You may send one person home tonight.</source>
        <translation>Justicier, ouvre les yeux. Tu peux renvoyer une personne à la maison cette nuit.</translation>
    </message>
    <message>
        <source>Vigilante, open your eyes. You may eliminate one person tonight.</source>
        <translation>Justicier, ouvre les yeux. Tu peux éliminer une personne cette nuit.</translation>
    </message>
    <message>
        <source>Vigilante, open your eyes. You may shoot one person tonight.</source>
        <translation>Justicier, ouvre les yeux. Tu peux abattre une personne cette nuit.</translation>
    </message>
    <message>
        <source>Vigilante, close your eyes.</source>
        <translation>Justicier, ferme les yeux.</translation>
    </message>
    <message>
        <source>%1, open your eyes and make your choice for tonight.</source>
        <extracomment>%1: the role called (its name)</extracomment>
        <translation>%1, ouvre les yeux et fais ton choix pour cette nuit.</translation>
    </message>
    <message>
        <source>%1, close your eyes.</source>
        <extracomment>%1: the role called (its name)</extracomment>
        <translation>%1, ferme les yeux.</translation>
    </message>
    <message>
        <source>%1 has gone home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 rentre à la maison.</translation>
    </message>
    <message>
        <source>%1 has been eliminated.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 quitte la partie.</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>C&apos;est la fin pour %1.</translation>
    </message>
    <message>
        <source>Good news: nobody went home last night.</source>
        <translation>Bonne nouvelle&#xa0;: personne n&apos;est rentré à la maison cette nuit.</translation>
    </message>
    <message>
        <source>Good news: nobody was eliminated last night.</source>
        <translation>Bonne nouvelle&#xa0;: personne n&apos;a été éliminé cette nuit.</translation>
    </message>
    <message>
        <source>Good news: nobody died last night.</source>
        <translation>Bonne nouvelle&#xa0;: personne n&apos;est mort cette nuit.</translation>
    </message>
    <message>
        <source>A correction from the host. Here is what really happened.</source>
        <translation>Une correction du meneur. Voici ce qui s&apos;est vraiment passé.</translation>
    </message>
    <message>
        <source>Fresh bread is on the doorsteps.</source>
        <translation>Du pain frais attend sur le pas des portes.</translation>
    </message>
    <message>
        <source>No bread came this morning.</source>
        <translation>Pas de pain ce matin.</translation>
    </message>
    <message>
        <source>%1 is back in the game.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 revient dans la partie.</translation>
    </message>
    <message>
        <source>%1 is taken along and goes home too.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Dans la foulée, %1 rentre aussi à la maison.</translation>
    </message>
    <message>
        <source>%1 is taken along and is eliminated too.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Dans la foulée, %1 quitte aussi la partie.</translation>
    </message>
    <message>
        <source>%1 is shot and dies too.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Le coup part&#xa0;: %1 meurt à son tour.</translation>
    </message>
    <message>
        <source>%1&apos;s card is turned over: %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the role on their card</extracomment>
        <translation>La carte de %1 est retournée&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Good morning, everyone. The first day begins.</source>
        <translation>Bonjour à tous. Le premier jour commence.</translation>
    </message>
    <message>
        <source>The floor is open. You have %1 to talk it over.</source>
        <extracomment>%1: how long (&quot;3 minutes&quot;, &quot;90 seconds&quot;)</extracomment>
        <translation>La parole est à vous. Vous avez %1 pour en discuter.</translation>
    </message>
    <message>
        <source>The floor is open. Talk it over until the host calls the vote.</source>
        <translation>La parole est à vous. Discutez jusqu&apos;à ce que le meneur appelle au vote.</translation>
    </message>
    <message>
        <source>Time is up. Finish your sentence, then we go to the vote.</source>
        <translation>Le temps est écoulé. Terminez votre phrase, puis nous passons au vote.</translation>
    </message>
    <message>
        <source>Time to vote. Point to the person you want to send home.</source>
        <translation>C&apos;est l&apos;heure du vote. Désignez la personne que vous voulez renvoyer à la maison.</translation>
    </message>
    <message>
        <source>Time to vote. Point to the person you want to eliminate.</source>
        <translation>C&apos;est l&apos;heure du vote. Désignez la personne que vous voulez éliminer.</translation>
    </message>
    <message>
        <source>Time to vote. Point to the person you want to lynch.</source>
        <translation>C&apos;est l&apos;heure du vote. Désignez la personne que vous voulez lyncher.</translation>
    </message>
    <message>
        <source>It is a tie between %1. Vote again, for one of them only.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Égalité entre %1. Votez de nouveau, pour une seule de ces personnes.</translation>
    </message>
    <message>
        <source>The accused are %1. The final vote is between them.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Sur la sellette&#xa0;: %1. Le vote final se fait entre ces personnes.</translation>
    </message>
    <message>
        <source>Only %1 is accused. The final vote is about %1 alone.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Une seule personne est accusée&#xa0;: %1. Le vote final porte sur elle.</translation>
    </message>
    <message>
        <source>The village has decided: %1 goes home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Le village a décidé&#xa0;: %1 rentre à la maison.</translation>
    </message>
    <message>
        <source>The village has decided: %1 is eliminated.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Le village a décidé&#xa0;: %1 quitte la partie.</translation>
    </message>
    <message>
        <source>The village has decided: %1 is lynched.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Le village a décidé&#xa0;: c&apos;est la potence pour %1.</translation>
    </message>
    <message>
        <source>Nobody goes home today.</source>
        <translation>Personne ne rentre à la maison aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Nobody is eliminated today.</source>
        <translation>Personne n&apos;est éliminé aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Nobody is lynched today.</source>
        <translation>Personne n&apos;est lynché aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Still a tie, so the lot decides: it falls on %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Toujours à égalité, alors le sort décide&#xa0;: il tombe sur %1.</translation>
    </message>
    <message>
        <source>Nobody got more than half of the votes.</source>
        <translation>Personne n&apos;a obtenu plus de la moitié des voix.</translation>
    </message>
    <message>
        <source>%1 stands up and decides alone: %2 goes home, and no vote today.</source>
        <extracomment>%1: the Dictator&apos;s name, %2: the name of the player sent home</extracomment>
        <translation>%1 se lève et tranche&#xa0;: %2 rentre à la maison, et pas de vote aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>%1 stands up and decides alone: %2 is eliminated, and no vote today.</source>
        <extracomment>%1: the Dictator&apos;s name, %2: the name of the player sent home</extracomment>
        <translation>%1 se lève et tranche&#xa0;: %2 quitte la partie, et pas de vote aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>%1 stands up and decides alone: %2 is executed, and no vote today.</source>
        <extracomment>%1: the Dictator&apos;s name, %2: the name of the player sent home</extracomment>
        <translation>%1 se lève et tranche&#xa0;: exécution de %2, et pas de vote aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>%1 is under a blessing and stays in the game.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Une bénédiction protège %1, qui reste en jeu.</translation>
    </message>
    <message>
        <source>The game is decided. Wait for the host before showing your cards.</source>
        <translation>La partie est terminée. Attendez le meneur avant de montrer vos cartes.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>%1: the names before the last one (joined with commas), %2: the last name</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>someone</source>
        <translation>quelqu&apos;un</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <extracomment>%1: the number of minutes (2 or more)</extracomment>
        <translation>%1 minutes</translation>
    </message>
    <message>
        <source>one minute</source>
        <translation>une minute</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <extracomment>%1: the number of seconds</extracomment>
        <translation>%1 secondes</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Loups-garous</translation>
    </message>
    <message>
        <source>Keeper of the wolfsbane</source>
        <translation>Gardien de l&apos;aconit</translation>
    </message>
</context>
<context>
    <name>OpenScreen</name>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>Valider  [Entrée]</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
</context>
<context>
    <name>PassPlayPage</name>
    <message>
        <source>No game is running.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Waiting for the players on their phones…</source>
        <translation>En attente des joueurs sur leur téléphone…</translation>
    </message>
    <message>
        <source>The night is over. Put the laptop back on the table.</source>
        <translation>La nuit est finie. Reposez l&apos;ordinateur sur la table.</translation>
    </message>
    <message>
        <source>Everyone, open your eyes  [Enter]</source>
        <translation>Tout le monde ouvre les yeux  [Entrée]</translation>
    </message>
    <message>
        <source>How does the table vote?</source>
        <translation>Comment la table vote-t-elle&#xa0;?</translation>
    </message>
    <message>
        <source>A show of hands</source>
        <translation>À main levée</translation>
    </message>
    <message>
        <source>Secret ballot: pass the laptop</source>
        <translation>Vote secret&#xa0;: on se passe l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Count the raised hands for each player (or enter each voter&apos;s hand).</source>
        <translation>Comptez les mains levées pour chaque joueur (ou saisissez le vote de chaque votant).</translation>
    </message>
    <message>
        <source>Enter totals</source>
        <translation>Saisir les totaux</translation>
    </message>
    <message>
        <source>Record the votes  [Enter]</source>
        <translation>Enregistrer les votes  [Entrée]</translation>
    </message>
    <message>
        <source>Go on  [Enter]</source>
        <translation>Continuer  [Entrée]</translation>
    </message>
    <message>
        <source>The game is decided.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Reveal the roles  [Enter]</source>
        <translation>Révéler les rôles  [Entrée]</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Joueurs…</translation>
    </message>
    <message>
        <source>Use a power in private…</source>
        <translation>Utiliser un pouvoir en privé…</translation>
    </message>
    <message>
        <source>To the vote  [Enter]</source>
        <translation>Passer au vote  [Entrée]</translation>
    </message>
    <message>
        <source>Everyone, open your eyes.</source>
        <translation>Tout le monde ouvre les yeux.</translation>
    </message>
    <message>
        <source>Everyone, close your eyes, except the one holding the laptop.</source>
        <translation>Tout le monde ferme les yeux, sauf la personne qui tient l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Only the one holding the laptop looks at it.</source>
        <translation>Seule la personne qui tient l&apos;ordinateur le regarde.</translation>
    </message>
    <message>
        <source>Only %1 looks. Everyone else, eyes closed.</source>
        <translation>Au tour de %1 de regarder. Tous les autres, yeux fermés.</translation>
    </message>
    <message>
        <source>The table: %1</source>
        <translation>La table&#xa0;: %1</translation>
    </message>
    <message>
        <source>Decide together, then choose on the screen.</source>
        <translation>Décidez ensemble, puis choisissez à l&apos;écran.</translation>
    </message>
    <message>
        <source>No one</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Everyone may watch: %1 chooses on the big screen.</source>
        <translation>Tout le monde peut regarder&#xa0;: %1 choisit sur le grand écran.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Day %1: discussion</source>
        <translation>Jour %1&#xa0;: discussion</translation>
    </message>
    <message>
        <source>Who uses a power?</source>
        <translation>Qui utilise un pouvoir&#xa0;?</translation>
    </message>
    <message>
        <source>That player takes a private turn; nobody else looks.</source>
        <translation>Ce joueur joue un tour en privé&#xa0;; personne d&apos;autre ne regarde.</translation>
    </message>
    <message>
        <source>Back to the discussion</source>
        <translation>Retour à la discussion</translation>
    </message>
    <message>
        <source>The run-off</source>
        <translation>Le second tour</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Le vote</translation>
    </message>
    <message>
        <source>These totals cannot be shared out among the voters.</source>
        <translation>Ces totaux ne peuvent pas être répartis entre les votants.</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Players…</source>
        <translation>Joueurs…</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Donnez l&apos;ordinateur à %1</translation>
    </message>
    <message>
        <source>%1: hold to open my turn</source>
        <translation>%1&#xa0;: maintenir pour ouvrir mon tour</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>Le vote</translation>
    </message>
    <message>
        <source>The runoff vote</source>
        <translation>Le second tour</translation>
    </message>
    <message>
        <source>A moment, please</source>
        <translation>Un instant, s&apos;il vous plaît</translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>Jour %1</translation>
    </message>
    <message>
        <source>Night %1</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>Nuit %1</translation>
    </message>
    <message>
        <source>Morning of day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>Matin du jour %1</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <source>Werewolf: your phone</source>
        <translation>Loup-garou&#xa0;: votre téléphone</translation>
    </message>
    <message>
        <source>Which player are you?</source>
        <translation>Qui êtes-vous&#xa0;?</translation>
    </message>
    <message>
        <source>Room code (on the TV)</source>
        <translation>Code de la salle (sur la télé)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>pris</translation>
    </message>
    <message>
        <source>Waiting for the host to let you in. Keep this page open.</source>
        <translation>En attente de l&apos;accord du meneur. Gardez cette page ouverte.</translation>
    </message>
    <message>
        <source>The host did not let this phone in.</source>
        <translation>Le meneur n&apos;a pas accepté ce téléphone.</translation>
    </message>
    <message>
        <source>Hold here to see your card</source>
        <translation>Appuyez ici sans relâcher pour voir votre carte</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>Votre carte</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Ce que vous savez</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>Rien pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Night: keep your eyes on your own phone.</source>
        <translation>C&apos;est la nuit&#xa0;: ne regardez que votre propre téléphone.</translation>
    </message>
    <message>
        <source>Done. Put the phone face down and wait.</source>
        <translation>C&apos;est fait. Posez le téléphone écran contre la table et attendez.</translation>
    </message>
    <message>
        <source>Nothing to do now. Listen to the narrator.</source>
        <translation>Rien à faire pour l&apos;instant. Écoutez le narrateur.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>No vote</source>
        <translation>Pas de vote</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Secret ballot: only you see this.</source>
        <translation>Vote secret&#xa0;: personne d&apos;autre ne voit cet écran.</translation>
    </message>
    <message>
        <source>Note a guess: who do you suspect? (only you see it)</source>
        <translation>Notez un soupçon&#xa0;: qui soupçonnez-vous&#xa0;? (personne d&apos;autre ne le voit)</translation>
    </message>
    <message>
        <source>Pick %1 people.</source>
        <extracomment>%1: how many</extracomment>
        <translation>Choisissez %1 personnes.</translation>
    </message>
    <message>
        <source>Only you see this screen.</source>
        <translation>Cet écran n&apos;est visible que par vous.</translation>
    </message>
    <message>
        <source>Tap a name, then Confirm.</source>
        <translation>Touchez un nom, puis Valider.</translation>
    </message>
    <message>
        <source>Your pack: %1.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Votre meute&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Chosen tonight: %1.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Choix de cette nuit&#xa0;: %1.</translation>
    </message>
    <message>
        <source>You went home. Stay quiet until the end.</source>
        <translation>Vous avez quitté la partie. Silence jusqu&apos;à la fin, s&apos;il vous plaît.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>News</source>
        <translation>Nouvelles</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>Connexion perdue&#xa0;; nouvelle tentative…</translation>
    </message>
    <message>
        <source>This seat was opened on another phone.</source>
        <translation>Cette place a été ouverte sur un autre téléphone.</translation>
    </message>
    <message>
        <source>The host freed this seat. Ask the host to pair your phone again.</source>
        <translation>Le meneur a libéré cette place. Demandez-lui de rattacher votre téléphone.</translation>
    </message>
    <message>
        <source>This game has started: no new seats.</source>
        <translation>La partie a commencé&#xa0;: plus de nouvelles places.</translation>
    </message>
    <message>
        <source>This link is not the current game&apos;s.</source>
        <translation>Ce lien n&apos;est pas celui de la partie en cours.</translation>
    </message>
    <message>
        <source>Too many tries. Wait a minute and reload.</source>
        <translation>Trop d&apos;essais. Attendez une minute puis rechargez.</translation>
    </message>
    <message>
        <source>This phone is not paired with a seat.</source>
        <translation>Ce téléphone n&apos;est rattaché à aucune place.</translation>
    </message>
    <message>
        <source>Someone else asked for this seat first.</source>
        <translation>Quelqu&apos;un a demandé cette place avant vous.</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>Envoyé.</translation>
    </message>
    <message>
        <source>%1 cannot be chosen now.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>Impossible de choisir %1 maintenant.</translation>
    </message>
    <message>
        <source>You must choose someone here.</source>
        <translation>Ici, il faut choisir quelqu&apos;un.</translation>
    </message>
    <message>
        <source>Choose different people.</source>
        <translation>Choisissez des personnes différentes.</translation>
    </message>
    <message>
        <source>Choose one person.</source>
        <translation>Choisissez une seule personne.</translation>
    </message>
    <message>
        <source>That choice is no longer possible.</source>
        <translation>Ce choix n&apos;est plus possible.</translation>
    </message>
    <message>
        <source>Day: talk with the table.</source>
        <translation>C&apos;est le jour&#xa0;: discutez avec la table.</translation>
    </message>
    <message>
        <source>Connection check</source>
        <translation>Vérification de la connexion</translation>
    </message>
    <message>
        <source>This page came from the laptop: the phone reaches it over the network.</source>
        <translation>Cette page vient de l&apos;ordinateur&#xa0;: le téléphone le joint par le réseau.</translation>
    </message>
    <message>
        <source>The live connection works (%1 ms).</source>
        <extracomment>%1: milliseconds</extracomment>
        <translation>La connexion en direct fonctionne (%1 ms).</translation>
    </message>
    <message>
        <source>The live connection failed: check the firewall and the network.</source>
        <translation>La connexion en direct a échoué&#xa0;: vérifiez le pare-feu et le réseau.</translation>
    </message>
    <message>
        <source>If a phone cannot open the game&apos;s page</source>
        <translation>Si un téléphone n&apos;ouvre pas la page de la partie</translation>
    </message>
    <message>
        <source>Phone and laptop must be on the same network. Guest networks and some public Wi-Fi keep devices apart: use the home network, or turn on the laptop&apos;s own hotspot and join it with the phones.</source>
        <translation>Le téléphone et l&apos;ordinateur doivent être sur le même réseau. Les réseaux invités et certains Wi-Fi publics isolent les appareils&#xa0;: utilisez le réseau de la maison, ou activez le point d&apos;accès de l&apos;ordinateur et connectez-y les téléphones.</translation>
    </message>
    <message>
        <source>On Windows, allow Werewolf Desktop on private networks when the firewall asks.</source>
        <translation>Sous Windows, autorisez Werewolf Desktop sur les réseaux privés quand le pare-feu le demande.</translation>
    </message>
    <message>
        <source>Type the address exactly as the TV shows it, starting with http:// (not https).</source>
        <translation>Tapez l&apos;adresse exactement comme la télévision l&apos;affiche, en commençant par http:// (pas https).</translation>
    </message>
    <message>
        <source>A VPN on the laptop or the phone can hide the local network: pause it.</source>
        <translation>Un VPN sur l&apos;ordinateur ou le téléphone peut masquer le réseau local&#xa0;: mettez-le en pause.</translation>
    </message>
</context>
<context>
    <name>PhoneHub</name>
    <message>
        <source>The phones&apos; seats kept for this game cannot be read (%1): each phone must join its seat again.</source>
        <translation>Les places des téléphones gardées pour cette partie sont illisibles (%1)&#xa0;: chaque téléphone doit rejoindre sa place à nouveau.</translation>
    </message>
    <message>
        <source>The phones&apos; page cannot be served (%1).</source>
        <translation>La page des téléphones ne peut pas être servie (%1).</translation>
    </message>
</context>
<context>
    <name>PhoneSeatsBox</name>
    <message>
        <source>Players&apos; phones</source>
        <translation>Téléphones des joueurs</translation>
    </message>
    <message>
        <source>Ticked players see their card and play on their own phone (local Wi-Fi)</source>
        <translation>Les joueurs cochés voient leur carte et jouent sur leur propre téléphone (Wi-Fi local)</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Players&apos; phones</source>
        <translation>Téléphones des joueurs</translation>
    </message>
    <message>
        <source>Phones reach this laptop at:</source>
        <translation>Les téléphones joignent cet ordinateur à&#xa0;:</translation>
    </message>
    <message>
        <source>Phones must be on the same network as this laptop. If they cannot open the link, open the connection check (the link with /check) on a phone; a guest network may keep devices apart: use the laptop&apos;s own hotspot instead.</source>
        <translation>Les téléphones doivent être sur le même réseau que cet ordinateur. S&apos;ils n&apos;ouvrent pas le lien, ouvrez la vérification de connexion (le lien terminé par /check) sur un téléphone&#xa0;; un réseau invité peut isoler les appareils&#xa0;: utilisez alors le point d&apos;accès de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Secret ballot: phones vote on their phones</source>
        <translation>Vote secret&#xa0;: les joueurs sur téléphone votent sur leur téléphone</translation>
    </message>
    <message>
        <source>Untick for a show of hands: you enter the votes on the console</source>
        <translation>Décochez pour un vote à main levée&#xa0;: vous saisissez les votes sur la console</translation>
    </message>
    <message>
        <source>No game with phone seats is open.</source>
        <translation>Aucune partie avec des places sur téléphone n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Room code: %1</source>
        <translation>Code de la salle&#xa0;: %1</translation>
    </message>
    <message>
        <source>The seats the phones kept could not be read from the disk: each phone must join its seat again (scan the code, then Let in).</source>
        <translation>Les places gardées par les téléphones n&apos;ont pas pu être relues sur le disque&#xa0;: chaque téléphone doit rejoindre sa place à nouveau (scanner le code, puis «&#xa0;Accepter&#xa0;»).</translation>
    </message>
    <message>
        <source>asks to join</source>
        <translation>demande à entrer</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>paired, not connected</source>
        <translation>rattaché, non connecté</translation>
    </message>
    <message>
        <source>no phone yet</source>
        <translation>pas encore de téléphone</translation>
    </message>
    <message>
        <source>%1&apos;s seat wants to move to a new phone</source>
        <translation>La place de %1 veut passer sur un autre téléphone</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Turn away</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Free the seat</source>
        <translation>Libérer la place</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Autoriser</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Someone had to leave? From now on a bot plays their part, or their turns are skipped where the rules allow it.</source>
        <translation>Quelqu&apos;un a dû partir&#xa0;? À partir de maintenant, un bot joue à sa place, ou ses tours sont passés quand les règles le permettent.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Left: a bot plays for them</source>
        <translation>Départ&#xa0;: un bot joue à sa place</translation>
    </message>
    <message>
        <source>Left: skip their turns</source>
        <translation>Départ&#xa0;: passer ses tours</translation>
    </message>
    <message>
        <source>%1 (went home)</source>
        <translation>%1 (hors jeu)</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>&amp;Role cards</source>
        <translation>Cartes des &amp;rôles</translation>
    </message>
    <message>
        <source>&amp;Night sheet</source>
        <translation>Feuille de &amp;nuit</translation>
    </message>
    <message>
        <source>Game &amp;summary</source>
        <translation>Ré&amp;sumé de la partie</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <source>Sa&amp;ve PDF...</source>
        <translation>Enregistrer le PD&amp;F...</translation>
    </message>
    <message>
        <source>This table cannot be printed yet: fix the table first.</source>
        <translation>Impossible d&apos;imprimer pour l&apos;instant&#xa0;: corrigez d&apos;abord les joueurs ou la composition.</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written there: choose another file.</source>
        <translation>Impossible d&apos;écrire le PDF à cet endroit&#xa0;: choisissez un autre fichier.</translation>
    </message>
    <message>
        <source>Role cards</source>
        <translation>Cartes des rôles</translation>
    </message>
    <message>
        <source>Night sheet: %1</source>
        <extracomment>%1: the rule set&apos;s name (&quot;Classic&quot;)</extracomment>
        <translation>Feuille de nuit&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Résumé de la partie</translation>
    </message>
</context>
<context>
    <name>PrivacyCover</name>
    <message>
        <source>The console is covered</source>
        <translation>La console est masquée</translation>
    </message>
    <message>
        <source>Hold %1 to look. Let go and it covers again.</source>
        <extracomment>%1: the key to hold down (e.g. &quot;Space&quot;)</extracomment>
        <translation>Maintenez %1 pour regarder. Relâchez et elle se masque de nouveau.</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>There is no rule set called %1.</source>
        <extracomment>%1: the rule set&apos;s id, as given</extracomment>
        <translation>Il n&apos;y a pas de règles appelées %1.</translation>
    </message>
    <message>
        <source>These rules are for %1 to %2 players; the table has %3.</source>
        <extracomment>%1: the fewest players, %2: the most players, %3: the players at the table</extracomment>
        <translation>Ces règles sont prévues pour %1 à %2 joueurs&#xa0;; la table en compte %3.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players are called %1: give them different names.</source>
        <extracomment>%1: the name given twice</extracomment>
        <translation>Deux joueurs s&apos;appellent %1&#xa0;: donnez-leur des noms différents.</translation>
    </message>
    <message>
        <source>%1 has a role these rules do not know (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: the role&apos;s id, as given</extracomment>
        <translation>%1 a un rôle que ces règles ne connaissent pas (%2).</translation>
    </message>
    <message>
        <source>These rules have no %1 (given to %2).</source>
        <extracomment>%1: a role&apos;s name, %2: the player&apos;s name</extracomment>
        <translation>Ces règles ne prévoient pas de rôle %1 (attribué à %2).</translation>
    </message>
    <message>
        <source>The %1 comes as a pair: deal at least %2, not %3.</source>
        <extracomment>%1: a role&apos;s name, %2: the fewest cards of it, %3: the cards dealt</extracomment>
        <translation>Le rôle %1 va par paire&#xa0;: distribuez-en au moins %2, pas %3.</translation>
    </message>
    <message>
        <source>Only one pair of Lovers can be dealt, not %1 Lovers.</source>
        <extracomment>%1: the Lovers dealt (3 or more)</extracomment>
        <translation>Un seul couple d&apos;Amoureux peut être distribué, pas %1 Amoureux.</translation>
    </message>
    <message>
        <source>Deal at least one werewolf.</source>
        <translation>Distribuez au moins un loup-garou.</translation>
    </message>
    <message>
        <source>The werewolves must be outnumbered at the start (werewolves: %1, others: %2).</source>
        <extracomment>%1: the werewolves dealt, %2: the other players</extracomment>
        <translation>Au départ, les loups-garous doivent être moins nombreux que les autres (loups-garous&#xa0;: %1, autres&#xa0;: %2).</translation>
    </message>
    <message>
        <source>No card entered for %1.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Aucune carte saisie pour %1.</translation>
    </message>
    <message>
        <source>Cards entered for people not at the table: %1.</source>
        <extracomment>%1: the names given (a list)</extracomment>
        <translation>Cartes saisies pour des personnes absentes de la table&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Unknown house rule: %1.</source>
        <extracomment>%1: the house rule&apos;s id, as given</extracomment>
        <translation>Règle maison inconnue&#xa0;: %1.</translation>
    </message>
    <message>
        <source>These rules have no house rule “%1”.</source>
        <extracomment>%1: what the house rule is about (the lobby&apos;s words)</extracomment>
        <translation>Ces règles n&apos;ont pas de règle maison «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The house rule “%1” takes a whole number.</source>
        <extracomment>%1: what the house rule is about (the lobby&apos;s words)</extracomment>
        <translation>La règle maison «&#xa0;%1&#xa0;» attend un nombre entier.</translation>
    </message>
    <message>
        <source>The house rule “%1” must be between %2 and %3.</source>
        <extracomment>%1: what the house rule is about, %2: the lowest value, %3: the highest</extracomment>
        <translation>La règle maison «&#xa0;%1&#xa0;» doit être comprise entre %2 et %3.</translation>
    </message>
    <message>
        <source>The house rule “%1” cannot be %2.</source>
        <extracomment>%1: what the house rule is about, %2: the value refused (in words)</extracomment>
        <translation>La règle maison «&#xa0;%1&#xa0;» ne peut pas valoir «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>PublicWindow</name>
    <message>
        <source>Table screen</source>
        <translation>Écran de la table</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>En attente du début de la partie</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>Temps écoulé&#xa0;!</translation>
    </message>
    <message>
        <source>The host is checking the end of the game</source>
        <translation>Le meneur vérifie la fin de la partie</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>Un instant, s&apos;il vous plaît.</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>Dernières paroles</translation>
    </message>
    <message>
        <source>(%1/%2)</source>
        <translation>(%1/%2)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
</context>
<context>
    <name>Punctuation</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a label (&quot;Votes&quot;), %2: its value</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>%1: a sentence without its full stop</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1: a sentence, %2: the next sentence</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>QuestionBox</name>
    <message>
        <source>Yes, save them</source>
        <translation>Oui, sauver cette personne</translation>
    </message>
    <message>
        <source>Note a guess: who do you suspect? (only you see it)</source>
        <translation>Notez un soupçon&#xa0;: qui soupçonnez-vous&#xa0;? (personne d&apos;autre ne le voit)</translation>
    </message>
    <message>
        <source>Save whoever is attacked tonight?</source>
        <translation>Sauver la personne attaquée cette nuit&#xa0;?</translation>
    </message>
    <message>
        <source>%1 (tonight, once everyone has had a turn)</source>
        <extracomment>%1: a power used once every turn is over (the Witch&apos;s other potion...)</extracomment>
        <translation>%1 (cette nuit, une fois que chacun a joué)</translation>
    </message>
    <message>
        <source>%1: who should go home? (secret)</source>
        <extracomment>%1: the ballot&apos;s verb label (&quot;Vote&quot;, &quot;Run-off&quot;), not a name</extracomment>
        <translation>%1&#xa0;: qui doit partir&#xa0;? (secret)</translation>
    </message>
    <message>
        <source>Your pack: %1.</source>
        <translation>Votre meute&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 (chosen by %2)</source>
        <translation>%1 (choix de %2)</translation>
    </message>
    <message>
        <source>The pack&apos;s choice so far: %1.</source>
        <translation>Le choix de la meute pour l&apos;instant&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No one in the pack has chosen yet.</source>
        <translation>Personne dans la meute n&apos;a encore choisi.</translation>
    </message>
    <message>
        <source>Attacked tonight: %1.</source>
        <translation>Attaque de cette nuit&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Decided now; it happens when the night comes to it.</source>
        <translation>Décidé maintenant&#xa0;; cela se produit quand la nuit en arrive là.</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s).</source>
        <translation>
            <numerusform>Choisissez %Ln joueur.</numerusform>
            <numerusform>Choisissez %Ln joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone must be chosen.</source>
        <translation>Il faut choisir quelqu&apos;un.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>No vote</source>
        <translation>Pas de vote</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>%1 is a werewolf</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1 est loup-garou</translation>
    </message>
    <message>
        <source>%1 is not a werewolf</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1 n&apos;est pas loup-garou</translation>
    </message>
    <message>
        <source>%1 is a vampire</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1 est vampire</translation>
    </message>
    <message>
        <source>nothing clear about %1</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>rien de clair sur %1</translation>
    </message>
    <message>
        <source>%1 is the Seer</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1 est la Voyante</translation>
    </message>
    <message>
        <source>%1 is not the Seer</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1 n&apos;est pas la Voyante</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over; nothing more can be chosen.</source>
        <translation>La partie est finie&#xa0;; plus rien ne peut être choisi.</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <extracomment>%1: the seat&apos;s number</extracomment>
        <translation>Il n&apos;y a pas de place %1.</translation>
    </message>
    <message>
        <source>%1 has gone home and cannot act.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 a quitté la partie et ne peut plus agir.</translation>
    </message>
    <message>
        <source>%1 is not asked for “%2” now.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the action (&quot;Look&quot;)</extracomment>
        <translation>«&#xa0;%2&#xa0;» n&apos;est pas demandé à %1 maintenant.</translation>
    </message>
    <message>
        <source>%1 must choose someone for “%2”.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the action (&quot;Look&quot;)</extracomment>
        <translation>%1 doit choisir quelqu&apos;un pour «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1 must name different people.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;)</extracomment>
        <translation>%1 doit désigner des personnes différentes.</translation>
    </message>
    <message>
        <source>%1 is not a seat.</source>
        <extracomment>%1: what was given instead of a seat</extracomment>
        <translation>%1 n&apos;est pas une place.</translation>
    </message>
    <message>
        <source>%1 has gone home.</source>
        <extracomment>%1: the name of the player chosen</extracomment>
        <translation>%1 a déjà quitté la partie.</translation>
    </message>
    <message>
        <source>%1 cannot choose %2 for “%3”.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the name of the player chosen, %3: the action (&quot;Look&quot;)</extracomment>
        <translation>%1 ne peut pas choisir %2 pour «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>%1 cannot choose themselves for “%2”.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the action (&quot;Look&quot;)</extracomment>
        <translation>%1 ne peut pas se désigner pour «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>Le meneur</translation>
    </message>
    <message>
        <source>%1 must name %n people.</source>
        <comment>one</comment>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;)</extracomment>
        <translation>%1 doit désigner %n personne.</translation>
    </message>
    <message>
        <source>%1 must name %n people.</source>
        <comment>many</comment>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;)</extracomment>
        <translation>%1 doit désigner %n personnes.</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>The deal</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <source>At the end of %1</source>
        <translation>Bilan — %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>◀ Previous day</source>
        <translation>◀ Jour précédent</translation>
    </message>
    <message>
        <source>Next day ▶</source>
        <translation>Jour suivant ▶</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source># Werewolf game: %1</source>
        <extracomment>%1: the preset&apos;s name</extracomment>
        <translation># Partie de Loups-garous&#xa0;: %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>Joueurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Night %1</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>Nuit %1</translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>Jour %1</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rôles</translation>
    </message>
    <message>
        <source>| Player | Role | Side | Won |</source>
        <translation>| Joueur | Rôle | Camp | Gagné |</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Result: **%1**</source>
        <extracomment>%1: who won, a sentence (&quot;The village wins&quot;)</extracomment>
        <translation>Résultat&#xa0;: **%1**</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished games</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>Continue a game, or abandon one you will not finish: it stays in the history as abandoned and is not offered again.</source>
        <translation>Reprenez une partie, ou abandonnez celle que vous ne finirez pas&#xa0;: elle reste dans l&apos;historique comme abandonnée et n&apos;est plus proposée.</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière séance</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Stopped at</source>
        <translation>Arrêtée à</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>%Ln partie en cours</numerusform>
            <numerusform>%Ln parties en cours</numerusform>
        </translation>
    </message>
    <message>
        <source>during the deal</source>
        <translation>pendant la distribution</translation>
    </message>
    <message>
        <source>Pass and play</source>
        <translation>Sans meneur (on se passe l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>With a moderator</source>
        <translation>Avec un meneur</translation>
    </message>
    <message>
        <source>The game was abandoned; it stays in the history.</source>
        <translation>La partie est abandonnée&#xa0;; elle reste dans l&apos;historique.</translation>
    </message>
</context>
<context>
    <name>RevealView</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>PgUp / PgDn: turn the TV&apos;s story pages</source>
        <translation>Pg préc. / Pg suiv.&#xa0;: tourner les pages de l&apos;histoire sur la télé</translation>
    </message>
    <message>
        <source>(dealt %1)</source>
        <translation>(distribué&#xa0;: %1)</translation>
    </message>
    <message>
        <source>still here</source>
        <translation>encore en jeu</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Villager</source>
        <translation>Villageois</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Loup-garou</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Salvateur</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>Voyante</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médium</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>Traître</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>Franc-maçon</translation>
    </message>
    <message>
        <source>Nekomata</source>
        <translation>Nekomata</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>Chasseur</translation>
    </message>
    <message>
        <source>Baker</source>
        <translation>Boulanger</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Voleur</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Sorcière</translation>
    </message>
    <message>
        <source>Dictator</source>
        <translation>Dictateur</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>Maudit</translation>
    </message>
    <message>
        <source>Tough Guy</source>
        <translation>Dur à cuire</translation>
    </message>
    <message>
        <source>Lycan</source>
        <translation>Lycanthrope</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>Apprentie Voyante</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>Malade</translation>
    </message>
    <message>
        <source>Trapper</source>
        <translation>Trappeur</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>Prêtre</translation>
    </message>
    <message>
        <source>Old Man</source>
        <translation>Vieillard</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>Maire</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>Docteur</translation>
    </message>
    <message>
        <source>Wolfsbane</source>
        <translation>Aconit</translation>
    </message>
    <message>
        <source>Vigilante</source>
        <translation>Justicier</translation>
    </message>
    <message>
        <source>Magistrate</source>
        <translation>Magistrat</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>Cupidon</translation>
    </message>
    <message>
        <source>Psycho Killer</source>
        <translation>Tueur psychopathe</translation>
    </message>
    <message>
        <source>Lone Wolf</source>
        <translation>Loup solitaire</translation>
    </message>
    <message>
        <source>Wolf Cub</source>
        <translation>Louveteau</translation>
    </message>
    <message>
        <source>Fanatic</source>
        <translation>Fanatique</translation>
    </message>
    <message>
        <source>Black Cat</source>
        <translation>Chat noir</translation>
    </message>
    <message>
        <source>Big Wolf</source>
        <translation>Grand loup</translation>
    </message>
    <message>
        <source>Sorcerer</source>
        <translation>Sorcier</translation>
    </message>
    <message>
        <source>Devil</source>
        <translation>Diable</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Renard</translation>
    </message>
    <message>
        <source>Immoralist</source>
        <translation>Immoraliste</translation>
    </message>
    <message>
        <source>Fox Cub</source>
        <translation>Renardeau</translation>
    </message>
    <message>
        <source>Lover</source>
        <translation>Amoureux</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Espion</translation>
    </message>
    <message>
        <source>Teruteru</source>
        <translation>Teruteru</translation>
    </message>
</context>
<context>
    <name>RoleBlurb</name>
    <message>
        <source>You have no power at night: listen, reason and vote the werewolves out.</source>
        <translation>Vous n&apos;avez aucun pouvoir la nuit&#xa0;: écoutez, réfléchissez et chassez les loups-garous par le vote.</translation>
    </message>
    <message>
        <source>Each night you and your pack choose one player to send home.</source>
        <translation>Chaque nuit, avec votre meute, vous choisissez un joueur à renvoyer.</translation>
    </message>
    <message>
        <source>Each night you stand guard over one other player and keep them safe.</source>
        <translation>Chaque nuit, vous protégez un autre joueur et le gardez à l&apos;abri.</translation>
    </message>
    <message>
        <source>Each night you look at one player and learn whether they are a werewolf.</source>
        <translation>Chaque nuit, vous sondez un joueur et apprenez s&apos;il est loup-garou.</translation>
    </message>
    <message>
        <source>Each night you learn whether the player voted home today was a werewolf.</source>
        <translation>Chaque nuit, vous apprenez si le joueur renvoyé par le vote du jour était loup-garou.</translation>
    </message>
    <message>
        <source>A human who wants the werewolves to win; looks read you as human.</source>
        <translation>Un humain qui veut la victoire des loups-garous&#xa0;; pour la Voyante, vous n&apos;êtes pas loup-garou.</translation>
    </message>
    <message>
        <source>You know the other Masons from the start, and they know you.</source>
        <translation>Vous connaissez les autres Francs-maçons dès le début, et ils vous connaissent.</translation>
    </message>
    <message>
        <source>Whoever sends you home risks being taken home with you.</source>
        <translation>Qui vous fait partir risque de partir avec vous.</translation>
    </message>
    <message>
        <source>When you go home you may take one other player with you.</source>
        <translation>Quand vous quittez la partie, vous pouvez emmener un autre joueur.</translation>
    </message>
    <message>
        <source>While you are here, the table gets fresh bread every morning.</source>
        <translation>Tant que vous êtes là, la table reçoit du pain frais chaque matin.</translation>
    </message>
    <message>
        <source>On the first night you may swap your card with another player&apos;s.</source>
        <translation>La première nuit, vous pouvez échanger votre carte avec celle d&apos;un autre joueur.</translation>
    </message>
    <message>
        <source>You hold one potion that saves a player and one that sends a player home.</source>
        <translation>Vous avez une potion qui sauve un joueur et une qui en renvoie un.</translation>
    </message>
    <message>
        <source>Once a game you may reveal yourself and decide the day&apos;s vote alone.</source>
        <translation>Une fois par partie, vous pouvez vous dévoiler et trancher le vote du jour sans consulter la table.</translation>
    </message>
    <message>
        <source>A villager who joins the werewolves if they choose you at night.</source>
        <translation>Villageois, vous rejoignez les loups-garous s&apos;ils vous choisissent la nuit.</translation>
    </message>
    <message>
        <source>If the werewolves come for you, you hold on for one more day.</source>
        <translation>Si les loups-garous viennent pour vous, vous tenez bon un jour de plus.</translation>
    </message>
    <message>
        <source>A villager whom the Seer wrongly sees as a werewolf.</source>
        <translation>Un villageois que la Voyante voit à tort comme loup-garou.</translation>
    </message>
    <message>
        <source>When the Seer goes home, you take over their looks.</source>
        <translation>Quand la Voyante s&apos;en va, c&apos;est vous qui sondez à sa place.</translation>
    </message>
    <message>
        <source>If the werewolves choose you, they skip their next night.</source>
        <translation>Si les loups-garous vous choisissent, ils sont privés de leur prochaine attaque.</translation>
    </message>
    <message>
        <source>Each night you set a trap at one player&apos;s door to catch visitors.</source>
        <translation>Chaque nuit, vous posez un piège à la porte d&apos;un joueur pour attraper les visiteurs.</translation>
    </message>
    <message>
        <source>Once a game you may send one player home at night.</source>
        <translation>Une fois par partie, vous pouvez renvoyer un joueur la nuit.</translation>
    </message>
    <message>
        <source>Once a game you bless a player so the next trip home passes them by.</source>
        <translation>Une fois par partie, vous bénissez un joueur&#xa0;: le prochain départ l&apos;épargne.</translation>
    </message>
    <message>
        <source>You go home of old age after a number of nights, whatever happens.</source>
        <translation>Vous partez de vieillesse après un certain nombre de nuits, quoi qu&apos;il arrive.</translation>
    </message>
    <message>
        <source>Your vote counts twice when the table votes.</source>
        <translation>Votre voix compte double quand la table vote.</translation>
    </message>
    <message>
        <source>Each night you protect one player from the werewolves.</source>
        <translation>Chaque nuit, vous protégez un joueur des loups-garous.</translation>
    </message>
    <message>
        <source>The werewolves cannot send you home at night.</source>
        <translation>Les loups-garous ne peuvent pas vous renvoyer la nuit.</translation>
    </message>
    <message>
        <source>At night you may send one player you suspect home.</source>
        <translation>La nuit, vous pouvez renvoyer un joueur que vous soupçonnez.</translation>
    </message>
    <message>
        <source>Once a game you may call off the day&apos;s vote.</source>
        <translation>Une fois par partie, vous pouvez annuler le vote du jour.</translation>
    </message>
    <message>
        <source>On the first night you tie two players together: if one goes, both go.</source>
        <translation>La première nuit, vous liez deux joueurs&#xa0;: si l&apos;un part, l&apos;autre aussi.</translation>
    </message>
    <message>
        <source>Each night you may send one player home on your own.</source>
        <translation>Chaque nuit, vous pouvez renvoyer un joueur à la maison, sans l&apos;aide de personne.</translation>
    </message>
    <message>
        <source>A werewolf who wins only by being the last werewolf standing.</source>
        <translation>Un loup-garou qui ne gagne qu&apos;en étant le dernier loup-garou en jeu.</translation>
    </message>
    <message>
        <source>A young werewolf: if you go home, the pack chooses twice the next night.</source>
        <translation>Un jeune loup-garou&#xa0;: si vous partez, la meute choisit deux fois la nuit suivante.</translation>
    </message>
    <message>
        <source>A human who knows the werewolves and wants them to win.</source>
        <translation>Un humain qui connaît les loups-garous et veut leur victoire.</translation>
    </message>
    <message>
        <source>On the werewolves&apos; side; when voted home you take someone with you.</source>
        <translation>Du côté des loups-garous&#xa0;; si le vote vous renvoie, vous emmenez quelqu&apos;un avec vous.</translation>
    </message>
    <message>
        <source>A werewolf whom the Seer sees as a plain human.</source>
        <translation>Un loup-garou que la Voyante voit comme un simple humain.</translation>
    </message>
    <message>
        <source>On the werewolves&apos; side; each night you look for the Seer.</source>
        <translation>Du côté des loups-garous&#xa0;; chaque nuit, vous cherchez la Voyante.</translation>
    </message>
    <message>
        <source>On the werewolves&apos; side; you wake with them and cannot be sent home at night.</source>
        <translation>Du côté des loups-garous&#xa0;; vous vous réveillez avec eux, et la nuit, rien ne peut vous renvoyer.</translation>
    </message>
    <message>
        <source>Survive to the end and you steal the win; a Seer&apos;s look sends you home.</source>
        <translation>Survivez jusqu&apos;au bout et vous volez la victoire&#xa0;; si la Voyante vous sonde, vous partez.</translation>
    </message>
    <message>
        <source>You know the Fox and go home the moment the Fox does.</source>
        <translation>Vous connaissez le Renard et partez dès que le Renard part.</translation>
    </message>
    <message>
        <source>A young fox who wins with the Fox and may look at players at night.</source>
        <translation>Un jeune renard qui gagne avec le Renard et peut sonder des joueurs la nuit.</translation>
    </message>
    <message>
        <source>You know your partner; if one of you goes home, the other follows.</source>
        <translation>Vous connaissez votre partenaire&#xa0;; si l&apos;un de vous part, l&apos;autre le suit.</translation>
    </message>
    <message>
        <source>You play against everyone and win when the town is yours.</source>
        <translation>Vous jouez contre tout le monde et gagnez quand la ville est à vous.</translation>
    </message>
    <message>
        <source>With your family you send one player home each night and outlast the rest.</source>
        <translation>Avec votre famille, vous renvoyez un joueur chaque nuit et survivez aux autres.</translation>
    </message>
    <message>
        <source>On the Mafia&apos;s side; you wake with them and learn what they know.</source>
        <translation>Du côté de la Mafia&#xa0;; vous vous réveillez avec elle et apprenez ce qu&apos;elle sait.</translation>
    </message>
    <message>
        <source>You win on your own if the table votes you home.</source>
        <translation>Vous gagnez en solitaire si la table vous renvoie par le vote.</translation>
    </message>
</context>
<context>
    <name>RoleCard</name>
    <message>
        <source>You know nothing more for now.</source>
        <translation>Vous n&apos;en savez pas plus pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>ScreenMenu</name>
    <message>
        <source>&amp;Table screen on</source>
        <translation>&amp;Emplacement de l&apos;écran de la table</translation>
    </message>
    <message>
        <source>&amp;Show the table screen</source>
        <translation>&amp;Afficher l&apos;écran de la table</translation>
    </message>
    <message>
        <source>Table screen &amp;text</source>
        <translation>&amp;Texte de l&apos;écran de la table</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Plus grand</translation>
    </message>
    <message>
        <source>Table screen &amp;colours</source>
        <translation>&amp;Couleurs de l&apos;écran de la table</translation>
    </message>
    <message>
        <source>Warm day</source>
        <translation>Jour chaleureux</translation>
    </message>
    <message>
        <source>Dark day (for a dark room)</source>
        <translation>Jour sombre (pour une pièce sombre)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>None: one screen</source>
        <translation>Aucun&#xa0;: un seul écran</translation>
    </message>
</context>
<context>
    <name>ScreenPlacer</name>
    <message>
        <source>None: one screen (the console is covered)</source>
        <translation>Aucun&#xa0;: un seul écran (la console est masquée)</translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation>Écran de la table</translation>
    </message>
    <message>
        <source>Which screen does the table see (the TV or projector)?
The console and the players&apos; cards always stay on another screen.
You can change this later in View &gt; Table screen on.</source>
        <translation>Quel écran la table regarde-t-elle (la télé ou le projecteur)&#xa0;?
La console et les cartes des joueurs restent toujours sur un autre écran.
Vous pourrez changer ce choix dans Affichage &gt; Emplacement de l&apos;écran de la table.</translation>
    </message>
</context>
<context>
    <name>Setting</name>
    <message>
        <source>suit the table</source>
        <translation>selon la table</translation>
    </message>
    <message>
        <source>the Seer chooses</source>
        <translation>la Voyante choisit</translation>
    </message>
    <message>
        <source>told one person who is not a werewolf</source>
        <translation>apprend le nom d&apos;un joueur qui n&apos;est pas loup-garou</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 secondes</translation>
    </message>
    <message>
        <source>60 seconds</source>
        <translation>60 secondes</translation>
    </message>
    <message>
        <source>the robbed become Villagers</source>
        <translation>la victime devient Villageois</translation>
    </message>
    <message>
        <source>the robbed become the Thief</source>
        <translation>la victime devient le Voleur</translation>
    </message>
    <message>
        <source>saves tonight&apos;s target</source>
        <translation>sauve la cible de la nuit</translation>
    </message>
    <message>
        <source>brings back the person voted home</source>
        <translation>ramène la personne éliminée par le vote</translation>
    </message>
    <message>
        <source>a random werewolf</source>
        <translation>un loup-garou au hasard</translation>
    </message>
    <message>
        <source>the werewolf who chose the target</source>
        <translation>le loup-garou qui a choisi la cible</translation>
    </message>
    <message>
        <source>the vote and the night</source>
        <translation>le vote et la nuit</translation>
    </message>
    <message>
        <source>the night only</source>
        <translation>la nuit seulement</translation>
    </message>
    <message>
        <source>everything, even following someone home</source>
        <translation>tout, même le départ d&apos;un joueur qui en suit un autre</translation>
    </message>
    <message>
        <source>night number werewolves + 1</source>
        <translation>la nuit n° (loups-garous + 1)</translation>
    </message>
    <message>
        <source>day number werewolves left × 2</source>
        <translation>le jour n° (loups-garous restants × 2)</translation>
    </message>
    <message>
        <source>only as the last werewolf</source>
        <translation>seulement en dernier loup-garou</translation>
    </message>
    <message>
        <source>with the pack</source>
        <translation>avec la meute</translation>
    </message>
    <message>
        <source>any way home</source>
        <translation>quelle que soit la façon de partir</translation>
    </message>
    <message>
        <source>only when voted home</source>
        <translation>seulement éliminé par le vote</translation>
    </message>
    <message>
        <source>sends someone home each night</source>
        <translation>élimine quelqu&apos;un chaque nuit</translation>
    </message>
    <message>
        <source>wins by surviving</source>
        <translation>gagne en survivant</translation>
    </message>
    <message>
        <source>wins by biting everyone</source>
        <translation>gagne en mordant tout le monde</translation>
    </message>
    <message>
        <source>when voted home</source>
        <translation>quand il est éliminé par le vote</translation>
    </message>
    <message>
        <source>whenever they go home</source>
        <translation>dès qu&apos;il quitte la partie</translation>
    </message>
    <message>
        <source>a run-off, then a lot</source>
        <translation>un second tour, puis un tirage au sort</translation>
    </message>
    <message>
        <source>nobody goes home</source>
        <translation>personne n&apos;est éliminé</translation>
    </message>
    <message>
        <source>as many werewolves as the rest</source>
        <translation>autant de loups-garous que d&apos;autres joueurs</translation>
    </message>
    <message>
        <source>every Villager or every special role gone</source>
        <translation>tous les villageois ou tous les rôles spéciaux éliminés</translation>
    </message>
    <message>
        <source>after every trip home</source>
        <translation>après chaque élimination</translation>
    </message>
    <message>
        <source>right after the attack</source>
        <translation>juste après l&apos;attaque</translation>
    </message>
    <message>
        <source>the first werewolf in seat order</source>
        <translation>le premier loup-garou dans l&apos;ordre des places</translation>
    </message>
    <message>
        <source>the larger choice, else a lot</source>
        <translation>le choix majoritaire, sinon un tirage au sort</translation>
    </message>
    <message>
        <source>they abstain</source>
        <translation>ils s&apos;abstiennent</translation>
    </message>
    <message>
        <source>a random vote is cast</source>
        <translation>un vote est tiré au hasard</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>short</source>
        <translation>court</translation>
    </message>
    <message>
        <source>long</source>
        <translation>long</translation>
    </message>
    <message>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <source>always protects its holder</source>
        <translation>protège toujours son porteur</translation>
    </message>
    <message>
        <source>sprinkled on a doorstep</source>
        <translation>déposé devant une porte</translation>
    </message>
    <message>
        <source>the werewolves win</source>
        <translation>les loups-garous gagnent</translation>
    </message>
    <message>
        <source>the village wins</source>
        <translation>le village gagne</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>the most votes</source>
        <translation>le plus de voix</translation>
    </message>
    <message>
        <source>more than half the votes</source>
        <translation>plus de la moitié des voix</translation>
    </message>
</context>
<context>
    <name>Side</name>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>Loups-garous</translation>
    </message>
    <message>
        <source>Foxes</source>
        <translation>Renards</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>Amoureux</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampire</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>Mafia</translation>
    </message>
    <message>
        <source>On their own</source>
        <translation>En solitaire</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>The saved-games file cannot be opened.</source>
        <translation>Le fichier des parties enregistrées ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>Install the newer version of Werewolf Desktop to keep using this file.</source>
        <translation>Installez la version plus récente de Werewolf Desktop pour continuer à utiliser ce fichier.</translation>
    </message>
    <message>
        <source>Close the other Werewolf Desktop window that uses it, then try again.</source>
        <translation>Fermez l&apos;autre fenêtre de Werewolf Desktop qui l&apos;utilise, puis réessayez.</translation>
    </message>
    <message>
        <source>The file is left exactly as it is, so nothing in it is lost.</source>
        <translation>Le fichier est laissé tel quel&#xa0;: rien de son contenu n&apos;est perdu.</translation>
    </message>
    <message>
        <source>You can start with a fresh saved-games file next to it.</source>
        <translation>Vous pouvez commencer avec un nouveau fichier de parties juste à côté.</translation>
    </message>
    <message>
        <source>Start with a fresh file</source>
        <translation>Commencer avec un nouveau fichier</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>A fresh saved-games file cannot be created either: %1

Start the app with --data-dir and a folder you can write to.</source>
        <extracomment>%1: why the file cannot be created (the system&apos;s words)</extracomment>
        <translation>Impossible de créer un nouveau fichier de parties non plus&#xa0;: %1

Lancez l&apos;application avec --data-dir et un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>A fresh saved-games file was started. The damaged file was kept, unchanged, as:
%1

An SQLite repair tool may still rescue it; delete it once you no longer need it.</source>
        <extracomment>%1: the path of the damaged file, kept under a new name</extracomment>
        <translation>Un nouveau fichier de parties a été créé. Le fichier endommagé a été conservé tel quel, sous le nom&#xa0;:
%1

Un outil de réparation SQLite pourra peut-être le récupérer&#xa0;; supprimez-le quand vous n&apos;en aurez plus besoin.</translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <source>The saved-games file is busy: another program (perhaps another Werewolf Desktop window) is using it. Nothing was changed; close the other program or wait, then try again.</source>
        <translation>Le fichier des parties est occupé&#xa0;: un autre programme (peut-être une autre fenêtre de Werewolf Desktop) l&apos;utilise. Rien n&apos;a été modifié&#xa0;; fermez l&apos;autre programme ou patientez, puis réessayez.</translation>
    </message>
    <message>
        <source>The saved-games file cannot be written (the file, its folder or the disk is read-only). Nothing was changed.</source>
        <translation>Le fichier des parties ne peut pas être écrit (le fichier, son dossier ou le disque est en lecture seule). Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The saved-games file is damaged. It has been left untouched.</source>
        <translation>Le fichier des parties est endommagé. Il n&apos;a pas été touché.</translation>
    </message>
    <message>
        <source>This game is no longer among the saved games (deleted in another window?).</source>
        <translation>Cette partie ne figure plus parmi les parties enregistrées (supprimée dans une autre fenêtre&#xa0;?).</translation>
    </message>
    <message>
        <source>The disk holding the saved games is full. The last change was not saved; free some space and try again.</source>
        <translation>Le disque qui contient les parties est plein. La dernière modification n&apos;a pas été enregistrée&#xa0;; libérez de la place et réessayez.</translation>
    </message>
    <message>
        <source>The saved-games file cannot be opened. Check that its folder exists.</source>
        <translation>Le fichier des parties ne peut pas être ouvert. Vérifiez que son dossier existe.</translation>
    </message>
    <message>
        <source>The saved-games file could not be read or written. Nothing more was changed; try again, or restart the app.</source>
        <translation>Le fichier des parties n&apos;a pas pu être lu ou écrit. Rien d&apos;autre n&apos;a été modifié&#xa0;; réessayez, ou redémarrez l&apos;application.</translation>
    </message>
</context>
<context>
    <name>StoryControls</name>
    <message>
        <source>◀ Back  [F7]</source>
        <translation>◀ Retour  [F7]</translation>
    </message>
    <message>
        <source>Tell what really happened  [F8]</source>
        <translation>Raconter ce qui s&apos;est vraiment passé  [F8]</translation>
    </message>
</context>
<context>
    <name>StoryPage</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
</context>
<context>
    <name>StoryWindow</name>
    <message>
        <source>What really happened</source>
        <translation>Ce qui s&apos;est vraiment passé</translation>
    </message>
</context>
<context>
    <name>TableOnLaptop</name>
    <message>
        <source>&amp;Key to look at the console (one screen)</source>
        <translation>&amp;Touche pour voir la console (un seul écran)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
</context>
<context>
    <name>TimerControls</name>
    <message>
        <source>Start the timer  [Space]</source>
        <translation>Lancer le minuteur  [Espace]</translation>
    </message>
    <message>
        <source>+1 minute</source>
        <translation>+1 minute</translation>
    </message>
    <message>
        <source>Pause the timer  [Space]</source>
        <translation>Mettre le minuteur en pause  [Espace]</translation>
    </message>
</context>
<context>
    <name>TimerRing</name>
    <message>
        <source>Time left: %1</source>
        <extracomment>the day timer&apos;s countdown, read by a screen reader; %1: e.g. 2:35</extracomment>
        <translation>Temps restant&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TurnScreen</name>
    <message>
        <source>Done  [Enter]</source>
        <translation>Terminé  [Entrée]</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Le tour de %1</translation>
    </message>
    <message>
        <source>New since your last turn:</source>
        <translation>Nouveau depuis votre dernier tour&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing new since your last turn.</source>
        <translation>Rien de nouveau depuis votre dernier tour.</translation>
    </message>
    <message>
        <source>What you may do now</source>
        <translation>Ce que vous pouvez faire</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Ce que vous savez</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>Rien pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Your answers are in</source>
        <translation>Vos réponses sont enregistrées</translation>
    </message>
    <message>
        <source>Nothing more for you now.</source>
        <translation>Rien de plus pour vous pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Not done yet: choose someone (or Nobody, where it is offered).</source>
        <translation>Pas encore&#xa0;: choisissez quelqu&apos;un (ou Personne, quand c&apos;est proposé).</translation>
    </message>
    <message>
        <source>Press Done when you are ready.</source>
        <translation>Appuyez sur Terminé quand vous le souhaitez.</translation>
    </message>
    <message>
        <source>Hide your turn, then put the laptop down.</source>
        <translation>Cachez votre tour, puis posez l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Hide my turn  [Enter]</source>
        <translation>Cacher mon tour  [Entrée]</translation>
    </message>
    <message>
        <source>Take your time: Done in %1 s.</source>
        <translation>Prenez votre temps&#xa0;: Terminé dans %1 s.</translation>
    </message>
    <message>
        <source>Answer every question that needs someone.</source>
        <translation>Répondez à chaque question où il faut choisir quelqu&apos;un.</translation>
    </message>
</context>
<context>
    <name>Verb</name>
    <message>
        <source>Look</source>
        <translation>Sonder</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Protéger</translation>
    </message>
    <message>
        <source>Swap cards</source>
        <translation>Échanger les cartes</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Sauver</translation>
    </message>
    <message>
        <source>Bring back</source>
        <translation>Ramener</translation>
    </message>
    <message>
        <source>Set a trap</source>
        <translation>Poser un piège</translation>
    </message>
    <message>
        <source>Bless</source>
        <translation>Bénir</translation>
    </message>
    <message>
        <source>Bite</source>
        <translation>Mordre</translation>
    </message>
    <message>
        <source>Sprinkle</source>
        <translation>Déposer l&apos;aconit</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Protéger du vote</translation>
    </message>
    <message>
        <source>Tie two players</source>
        <translation>Lier deux joueurs</translation>
    </message>
    <message>
        <source>Note a guess</source>
        <translation>Noter un soupçon</translation>
    </message>
    <message>
        <source>Decide the vote</source>
        <translation>Décider du vote</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Voter</translation>
    </message>
    <message>
        <source>Runoff vote</source>
        <translation>Voter au second tour</translation>
    </message>
    <message>
        <source>Wake</source>
        <translation>Réveiller</translation>
    </message>
    <message>
        <source>End the discussion</source>
        <translation>Terminer la discussion</translation>
    </message>
    <message>
        <source>Accuse</source>
        <translation>Accuser</translation>
    </message>
    <message>
        <source>Prank</source>
        <translation>Faire une farce</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Tuer</translation>
    </message>
    <message>
        <source>Send home</source>
        <translation>Renvoyer à la maison</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>Empoisonner</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Éliminer</translation>
    </message>
    <message>
        <source>Assassinate</source>
        <translation>Assassiner</translation>
    </message>
    <message>
        <source>Take along</source>
        <translation>Emmener</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Abattre</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No speech engine was found; the narration will be shown as subtitles only. On Linux install the espeak-ng package; on Windows or macOS check that a system voice is installed.</source>
        <translation>Aucun moteur vocal n&apos;a été trouvé&#xa0;: la narration s&apos;affichera seulement en sous-titres. Sous Linux, installez le paquet espeak-ng&#xa0;; sous Windows ou macOS, vérifiez qu&apos;une voix système est installée.</translation>
    </message>
    <message>
        <source>No sound output was found; the narration will be shown as subtitles only. Check that the speakers or the TV are connected and not muted, then choose the output in Narration &gt; Voice settings.</source>
        <translation>Aucune sortie audio n&apos;a été trouvée&#xa0;: la narration s&apos;affichera seulement en sous-titres. Vérifiez que les haut-parleurs ou la télévision sont branchés et pas en sourdine, puis choisissez la sortie dans Narration &gt; Réglages de la voix.</translation>
    </message>
    <message>
        <source>The speech engine stopped responding; lines are shown as subtitles until it answers again.</source>
        <translation>Le moteur vocal ne répond plus&#xa0;: les répliques s&apos;affichent en sous-titres jusqu&apos;à ce qu&apos;il réponde de nouveau.</translation>
    </message>
</context>
<context>
    <name>VoiceSettingsDialog</name>
    <message>
        <source>Voice settings</source>
        <translation>Réglages de la voix</translation>
    </message>
    <message>
        <source>Read the narration aloud</source>
        <translation>Lire la narration à voix haute</translation>
    </message>
    <message>
        <source>When off, the lines are only shown as subtitles.</source>
        <translation>Si l&apos;option est désactivée, les répliques s&apos;affichent seulement en sous-titres.</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound output</source>
        <translation>Sortie audio</translation>
    </message>
    <message>
        <source>Night ambience (covers the table&apos;s noises)</source>
        <translation>Ambiance de nuit (couvre les bruits autour de la table)</translation>
    </message>
    <message>
        <source>Ambience level</source>
        <translation>Niveau de l&apos;ambiance</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Essayer</translation>
    </message>
    <message>
        <source>Speak a sample line with these settings.</source>
        <translation>Lit une réplique d&apos;exemple avec ces réglages.</translation>
    </message>
    <message>
        <source>Automatic (the language&apos;s voice)</source>
        <translation>Automatique (la voix de la langue)</translation>
    </message>
    <message>
        <source>No voice speaks this language here: the lines are shown as subtitles.</source>
        <translation>Aucune voix ne parle cette langue sur cet ordinateur&#xa0;: les répliques s&apos;affichent en sous-titres.</translation>
    </message>
    <message>
        <source>%1 wpm</source>
        <translation>%1 mots/min</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Sortie par défaut du système</translation>
    </message>
    <message>
        <source>%1 (not connected)</source>
        <translation>%1 (non connectée)</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>%n vote(s)</source>
        <comment>one</comment>
        <translation>%n voix</translation>
    </message>
    <message>
        <source>%n vote(s)</source>
        <comment>many</comment>
        <translation>%n voix</translation>
    </message>
    <message>
        <source>%1: %n</source>
        <comment>one</comment>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 (%n voix)</translation>
    </message>
    <message>
        <source>%1: %n</source>
        <comment>many</comment>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1 (%n voix)</translation>
    </message>
    <message>
        <source>Runoff votes</source>
        <translation>Votes du second tour</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Votes</translation>
    </message>
    <message>
        <source>%1: no vote</source>
        <extracomment>a choice of the ballot grid, read by a screen reader; %1: the voter</extracomment>
        <translation>%1&#xa0;: pas de vote</translation>
    </message>
    <message>
        <source>%1 votes for %2</source>
        <extracomment>a choice of the ballot grid, read by a screen reader; %1: the voter, %2: the candidate</extracomment>
        <translation>%1 vote pour %2</translation>
    </message>
    <message>
        <source>Voter \ votes for</source>
        <translation>Votant \ vote contre</translation>
    </message>
    <message>
        <source>no vote
[N]</source>
        <translation>personne
[N]</translation>
    </message>
    <message>
        <source>These totals cannot be shared out among the voters.</source>
        <translation>Ces totaux ne peuvent pas être répartis entre les votants.</translation>
    </message>
    <message>
        <source>%1 no vote</source>
        <extracomment>%1: how many players cast no vote</extracomment>
        <translation>%1 sans vote</translation>
    </message>
    <message>
        <source>No votes yet.</source>
        <translation>Pas encore de votes.</translation>
    </message>
</context>
<context>
    <name>Winner</name>
    <message>
        <source>The village wins</source>
        <translation>Le village gagne</translation>
    </message>
    <message>
        <source>The werewolves win</source>
        <translation>Les loups-garous gagnent</translation>
    </message>
    <message>
        <source>The foxes win</source>
        <translation>Les Renards gagnent</translation>
    </message>
    <message>
        <source>The lovers win</source>
        <translation>Les Amoureux gagnent</translation>
    </message>
    <message>
        <source>The vampire wins</source>
        <translation>Le Vampire gagne</translation>
    </message>
    <message>
        <source>The Mafia wins</source>
        <translation>La Mafia gagne</translation>
    </message>
    <message>
        <source>A lone player wins</source>
        <translation>Un joueur seul gagne</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Personne ne gagne&#xa0;: match nul</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>%1: a side&apos;s name (&quot;Vampires&quot;)</extracomment>
        <translation>%1 gagne</translation>
    </message>
</context>
</TS>
