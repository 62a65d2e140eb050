<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Quire</source>
        <translation>À propos de Quire</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>A writing app for novelists and worldbuilders, with an assistant you can trust with your manuscript.</source>
        <translation>Une application d&apos;écriture pour romanciers et créateurs de mondes, avec un assistant à qui vous pouvez confier votre manuscrit.</translation>
    </message>
    <message>
        <source>Quire is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;{url}&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version ({license}).</source>
        <translation>Quire est un logiciel libre&#xa0;: vous pouvez le redistribuer et le modifier selon les termes de la &lt;a href=&quot;{url}&quot;&gt;Licence publique générale GNU&lt;/a&gt;, version 3 ou (à votre choix) toute version ultérieure ({license}).</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
    <message>
        <source>Copy the version and the libraries, to paste into a problem report</source>
        <translation>Copier la version et les bibliothèques pour les coller dans un signalement de problème</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Réalisé avec&#xa0;:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
</context>
<context>
    <name>AnswerMarks</name>
    <message>
        <source>not read</source>
        <translation>non lu</translation>
    </message>
    <message>
        <source>Too short to check: the answer does not say which document it comes from.</source>
        <translation>Trop courte pour être vérifiée&#xa0;: la réponse ne dit pas de quel document elle vient.</translation>
    </message>
    <message>
        <source>Quire found these words in your project, but not as the answer gives them: the mark after them says what differs.</source>
        <translation>Quire a trouvé ces mots dans votre projet, mais pas tels que la réponse les donne&#xa0;: la marque qui les suit dit ce qui diffère.</translation>
    </message>
    <message>
        <source>Quire could not find this quotation in your project: the assistant may have misquoted or invented it.</source>
        <translation>Quire n&apos;a pas trouvé cette citation dans votre projet&#xa0;: l&apos;assistant l&apos;a peut-être mal citée ou inventée.</translation>
    </message>
    <message>
        <source>Found in your project: click to open the passage</source>
        <translation>Trouvée dans votre projet&#xa0;: cliquez pour ouvrir le passage</translation>
    </message>
    <message>
        <source>The assistant did not read this document in this turn: what it says about it may not come from the text.</source>
        <translation>L&apos;assistant n&apos;a pas lu ce document au cours de cet échange&#xa0;: ce qu&apos;il en dit ne vient peut-être pas du texte.</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifiée</translation>
    </message>
    <message>
        <source>found in “%1”, not in “%2”</source>
        <translation>se trouve dans «&#xa0;%1&#xa0;», pas dans «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the text gives this line to %1</source>
        <translation>le texte donne cette réplique à %1</translation>
    </message>
    <message>
        <source>the project spells it “%1”</source>
        <translation>le projet l&apos;écrit «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>not found in “%1”</source>
        <translation>absente de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>not found in your project</source>
        <translation>absente de votre projet</translation>
    </message>
    <message>
        <source>open in “%1”</source>
        <translation>ouvrir dans «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>AppRows</name>
    <message>
        <source>Follow the system</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Quire changes to the new language the next time it starts.</source>
        <translation>Quire utilisera la nouvelle langue au prochain démarrage.</translation>
    </message>
    <message>
        <source>Off (no HTTP log is written)</source>
        <translation>Désactivé (aucun journal HTTP)</translation>
    </message>
    <message>
        <source>For troubleshooting: every request and answer, with keys removed</source>
        <translation>Pour le dépannage&#xa0;: chaque requête et chaque réponse, sans les clés</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>HTTP log f&amp;ile:</source>
        <translation>Fichier &amp;journal HTTP&#xa0;:</translation>
    </message>
    <message>
        <source>Write the HTTP log to</source>
        <translation>Écrire le journal HTTP dans</translation>
    </message>
    <message>
        <source>Log files (*.log);;All files (*)</source>
        <translation>Fichiers journaux (*.log);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>ApprovalCard</name>
    <message>
        <source>The assistant wants to make this change:</source>
        <translation>L&apos;assistant propose cette modification&#xa0;:</translation>
    </message>
    <message>
        <source>Reason, if you reject (optional)</source>
        <translation>Motif du refus (facultatif)</translation>
    </message>
    <message>
        <source>The assistant is told why when you reject</source>
        <translation>Si vous refusez, l&apos;assistant en connaîtra le motif</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <source>Make this change (you can undo it later)</source>
        <translation>Effectuer cette modification (vous pourrez l&apos;annuler plus tard)</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Do not make this change; the assistant is told, with your reason</source>
        <translation>Ne pas effectuer cette modification&#x202f;; l&apos;assistant en sera informé, avec le motif indiqué</translation>
    </message>
    <message>
        <source>Approve all in this turn</source>
        <translation>Tout approuver</translation>
    </message>
    <message>
        <source>Make this change and every further change of this turn without asking</source>
        <translation>Effectuer cette modification et toutes les suivantes de cet échange sans demander</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <translation>Modifier le texte</translation>
    </message>
    <message>
        <source>Rewrite the proposed text before you approve it: what you write is made</source>
        <translation>Réécrivez le texte proposé avant de l&apos;approuver&#xa0;: c&apos;est votre texte qui sera appliqué</translation>
    </message>
    <message>
        <source>Approved (%1)</source>
        <translation>Approuvé (%1)</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Approuvé</translation>
    </message>
    <message>
        <source>Not made, because you stopped the assistant</source>
        <translation>Non effectué, car vous avez arrêté l&apos;assistant</translation>
    </message>
    <message>
        <source>Not made, because the answer ended first</source>
        <translation>Non effectué, car la réponse s&apos;est terminée avant</translation>
    </message>
    <message>
        <source>Rejected (%1)</source>
        <translation>Refusé (%1)</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Refusé</translation>
    </message>
</context>
<context>
    <name>AssistantPanel</name>
    <message>
        <source>Ask anything about your project: who knows what, where a thread was dropped, how long part two is. The assistant reads; it changes nothing.</source>
        <translation>Posez toutes vos questions sur votre projet&#xa0;: qui sait quoi, où une intrigue a été laissée en suspens, quelle est la longueur de la deuxième partie. L&apos;assistant lit&#x202f;; il ne change rien.</translation>
    </message>
    <message>
        <source>Tell the assistant what to change: rename a character everywhere, move a scene, fix a name across chapters. Every change is listed under its turn and can be undone.</source>
        <translation>Dites à l&apos;assistant ce qu&apos;il faut changer&#xa0;: renommer un personnage partout, déplacer une scène, corriger un nom dans plusieurs chapitres. Chaque modification est listée sous son échange et peut être annulée.</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Ouvrez un projet pour poser des questions à son sujet.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>The conversation could not be deleted.</source>
        <translation>Impossible de supprimer la conversation.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>You added while it worked: %1</source>
        <translation>Ajouté par vous pendant qu&apos;il travaillait&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Tools used</source>
        <translation>Outils utilisés</translation>
    </message>
    <message>
        <source>The changes of this turn were undone.</source>
        <translation>Les modifications de cet échange ont été annulées.</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(pas de réponse)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan d&apos;action</translation>
    </message>
    <message>
        <source>(in progress)</source>
        <translation>(en cours)</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Questions posées</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not answered: the assistant was stopped.</source>
        <translation>Sans réponse&#xa0;: l&apos;assistant a été arrêté.</translation>
    </message>
    <message>
        <source>Not asked (nobody to ask); assumed: %1</source>
        <translation>Non posée (personne à qui la poser)&#x202f;; hypothèse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not asked (enough questions); assumed: %1</source>
        <translation>Non posée (assez de questions)&#x202f;; hypothèse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save the project first: house rules live in its folder.</source>
        <translation>Enregistrez d&apos;abord le projet&#xa0;: les règles maison sont dans son dossier.</translation>
    </message>
    <message>
        <source>Waiting for your approval of the plan…</source>
        <translation>En attente de votre accord sur le plan d’action…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Thinking it over…</source>
        <translation>Poursuite de la réflexion…</translation>
    </message>
    <message>
        <source>Added: the assistant reads it before its next step.</source>
        <translation>Ajouté&#xa0;: l&apos;assistant le lira avant sa prochaine étape.</translation>
    </message>
    <message>
        <source>Writing the answer…</source>
        <translation>Rédaction de la réponse…</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <translation>En attente de votre réponse…</translation>
    </message>
    <message>
        <source>Reviewing the change to %1…</source>
        <translation>Vérification de la modification de %1…</translation>
    </message>
    <message>
        <source>The conversation could not be saved.</source>
        <translation>Impossible d&apos;enregistrer la conversation.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read; it was set aside as %2.</source>
        <translation>Impossible de lire le fichier de conversation %1&#x202f;; il a été mis de côté sous le nom %2.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read.</source>
        <translation>Impossible de lire le fichier de conversation %1.</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renommer la conversation</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Supprimer la conversation</translation>
    </message>
    <message>
        <source>Delete the conversation “%1”?</source>
        <translation>Supprimer la conversation «&#xa0;%1&#xa0;»&#x202f;?</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Exporter la conversation</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The conversation could not be exported.</source>
        <translation>Impossible d&apos;exporter la conversation.</translation>
    </message>
    <message>
        <source>Waiting for your approval…</source>
        <translation>En attente de votre accord…</translation>
    </message>
    <message>
        <source>Conversation exported to %1</source>
        <translation>Conversation exportée vers %1</translation>
    </message>
</context>
<context>
    <name>AssistantRows</name>
    <message>
        <source>Model default</source>
        <translation>Par défaut (modèle)</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>Températ&amp;ure&#xa0;:</translation>
    </message>
    <message>
        <source>How many rounds of looking things up the assistant may take per question</source>
        <translation>Nombre de tours de recherche que l&apos;assistant peut faire par question</translation>
    </message>
    <message>
        <source>Ma&amp;x steps:</source>
        <translation>Nombre max. d&apos;&amp;étapes&#xa0;:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Provider default</source>
        <translation>Par défaut (fournisseur)</translation>
    </message>
    <message>
        <source>&amp;Context window:</source>
        <translation>Fe&amp;nêtre de contexte&#xa0;:</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>toutes les modifications</translation>
    </message>
    <message>
        <source>deletions and large rewrites only</source>
        <translation>suppressions et grosses réécritures seulement</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>In act mode, which changes wait for your approval before they are made. Every change can be undone either way.</source>
        <translation>En mode action, les modifications qui attendent votre accord avant d&apos;être effectuées. Chaque modification peut être annulée dans tous les cas.</translation>
    </message>
    <message>
        <source>Ask b&amp;efore the assistant changes:</source>
        <translation>&amp;Demander avant une modification&#xa0;:</translation>
    </message>
    <message>
        <source>Propose a plan first</source>
        <translation>Proposer d’abord un plan d’action</translation>
    </message>
    <message>
        <source>In act mode, the assistant proposes a plan and changes nothing until you approve it; changes to documents the plan does not name ask you first. The assistant panel&apos;s Plan first chooses it for each question.</source>
        <translation>En mode action, l’assistant propose un plan d’action et ne modifie rien avant que vous l’approuviez&#x202f;; une modification d’un document que le plan d’action ne nomme pas vous est demandée d’abord. «&#xa0;Plan d’action d’abord&#xa0;», dans le panneau de l’assistant, le choisit pour chaque question.</translation>
    </message>
    <message>
        <source>Re&amp;viewer:</source>
        <translation>&amp;Relecteur&#xa0;:</translation>
    </message>
</context>
<context>
    <name>AssistantSession</name>
    <message>
        <source>Assistant run %1 taken back: %2</source>
        <translation>Retour sur l&apos;exécution %1 de l&apos;assistant&#xa0;: %2</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Retour sur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
    <message>
        <source>Assistant: %1</source>
        <translation>Assistant&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>BackupSettingsDialog</name>
    <message>
        <source>Backups</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Keep the newest:</source>
        <translation>&amp;Garder les plus récentes&#xa0;:</translation>
    </message>
    <message>
        <source>Back up when the project &amp;closes</source>
        <translation>Sauvegarder à la &amp;fermeture du projet</translation>
    </message>
    <message>
        <source>Backup Folder</source>
        <translation>Dossier des sauvegardes</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n élément</numerusform>
            <numerusform>%n éléments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln mot</numerusform>
            <numerusform>%Ln mots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeList</name>
    <message>
        <source>What changed in detail cannot be shown: %1</source>
        <translation>Le détail des modifications ne peut pas être affiché&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undo this turn</source>
        <translation>Annuler cet échange</translation>
    </message>
    <message>
        <source>Take back every change of this turn (your own edits stay)</source>
        <translation>Annuler toutes les modifications de cet échange (vos propres modifications sont conservées)</translation>
    </message>
    <message>
        <source>To undo these changes now, use Edit ▸ Assistant History…</source>
        <translation>Pour annuler ces modifications maintenant, utilisez Édition ▸ Historique de l&apos;assistant…</translation>
    </message>
    <message numerus="yes">
        <source>Changes undone: %Ln</source>
        <translation>
            <numerusform>%Ln modification annulée</numerusform>
            <numerusform>%Ln modifications annulées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes made: %Ln</source>
        <translation>
            <numerusform>%Ln modification effectuée</numerusform>
            <numerusform>%Ln modifications effectuées</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing in the project was changed.</source>
        <translation>Rien n&apos;a été modifié dans le projet.</translation>
    </message>
</context>
<context>
    <name>ChangeRow</name>
    <message>
        <source>Show what changed in detail</source>
        <translation>Afficher le détail des modifications</translation>
    </message>
    <message>
        <source>Revert this change</source>
        <translation>Revenir sur cette modification</translation>
    </message>
    <message>
        <source>Take back only this change, as a new step you can undo</source>
        <translation>Revenir uniquement sur cette modification, par une nouvelle étape que vous pouvez annuler</translation>
    </message>
    <message>
        <source>Reverted (as a new step you can undo).</source>
        <translation>Retour effectué (par une nouvelle étape que vous pouvez annuler).</translation>
    </message>
</context>
<context>
    <name>ChangeText</name>
    <message numerus="yes">
        <source>… and %n more paragraphs</source>
        <translation>
            <numerusform>… et %n autre paragraphe</numerusform>
            <numerusform>… et %n autres paragraphes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New note %1 %2</source>
        <translation>Nouvelle note %1 %2</translation>
    </message>
    <message>
        <source>New scene %1 %2</source>
        <translation>Nouvelle scène %1 %2</translation>
    </message>
    <message>
        <source>New chapter %1 %2</source>
        <translation>Nouveau chapitre %1 %2</translation>
    </message>
    <message>
        <source>New document %1 %2</source>
        <translation>Nouveau document %1 %2</translation>
    </message>
    <message>
        <source>New part %1 %2</source>
        <translation>Nouvelle partie %1 %2</translation>
    </message>
    <message>
        <source>New folder %1 %2</source>
        <translation>Nouveau dossier %1 %2</translation>
    </message>
    <message>
        <source>New character %1</source>
        <translation>Nouveau personnage %1</translation>
    </message>
    <message>
        <source>New place %1</source>
        <translation>Nouveau lieu %1</translation>
    </message>
    <message>
        <source>New item %1</source>
        <translation>Nouvel objet %1</translation>
    </message>
    <message>
        <source>New faction %1</source>
        <translation>Nouvelle faction %1</translation>
    </message>
    <message>
        <source>New entity %1</source>
        <translation>Nouvelle fiche %1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 supprimé</translation>
    </message>
    <message>
        <source>Moved %1 to the trash</source>
        <translation>%1 mis à la corbeille</translation>
    </message>
    <message>
        <source>Restored %1 from the trash</source>
        <translation>%1 récupéré de la corbeille</translation>
    </message>
    <message>
        <source>Changed the text of %1</source>
        <translation>Texte de %1 modifié</translation>
    </message>
    <message>
        <source>Added text to %1</source>
        <translation>Texte ajouté à %1</translation>
    </message>
    <message>
        <source>Removed text from %1</source>
        <translation>Texte retiré de %1</translation>
    </message>
    <message>
        <source>Changed the details of %1</source>
        <translation>Informations de %1 modifiées</translation>
    </message>
    <message>
        <source>Changed the kind of %1</source>
        <translation>Type de %1 modifié</translation>
    </message>
    <message>
        <source>Marked %1 private</source>
        <translation>%1 marqué comme privé</translation>
    </message>
    <message>
        <source>Marked a field of %1 private</source>
        <translation>Un champ de %1 marqué comme privé</translation>
    </message>
    <message>
        <source>Changed a field of %1</source>
        <translation>Un champ de %1 modifié</translation>
    </message>
    <message>
        <source>Removed a field of %1</source>
        <translation>Un champ de %1 retiré</translation>
    </message>
    <message>
        <source>Reordered the fields of %1</source>
        <translation>Champs de %1 réordonnés</translation>
    </message>
    <message>
        <source>Added another name for %1</source>
        <translation>Autre nom ajouté pour %1</translation>
    </message>
    <message>
        <source>Removed another name of %1</source>
        <translation>Un autre nom de %1 retiré</translation>
    </message>
    <message>
        <source>Changed the notes on %1</source>
        <translation>Notes sur %1 modifiées</translation>
    </message>
    <message>
        <source>Changed the project’s details</source>
        <translation>Informations du projet modifiées</translation>
    </message>
    <message>
        <source>Changed the project’s settings</source>
        <translation>Paramètres du projet modifiés</translation>
    </message>
    <message>
        <source>Renamed %1 to %2</source>
        <translation>%1 renommé en %2</translation>
    </message>
    <message>
        <source>Moved %1, now %2</source>
        <translation>%1 déplacé, désormais %2</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>%1 modifié</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>dans la corbeille</translation>
    </message>
    <message>
        <source>not in the project</source>
        <translation>hors du projet</translation>
    </message>
    <message>
        <source>at the end of the project</source>
        <translation>à la fin du projet</translation>
    </message>
    <message>
        <source>at the start of the project</source>
        <translation>au début du projet</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>après %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <source>at the end of %1</source>
        <translation>à la fin de %1</translation>
    </message>
    <message>
        <source>at the start of %1</source>
        <translation>au début de %1</translation>
    </message>
    <message>
        <source>in %1, after %2</source>
        <translation>dans %1, après %2</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Word target</source>
        <translation>Objectif de mots</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>Autres noms</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Champs</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Corbeille</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Previously %1</source>
        <translation>Auparavant %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;(new)&quot; must not agree with it.</extracomment>
        <translation>%1&#xa0;: %2 (nouvelle valeur)</translation>
    </message>
    <message>
        <source>%1: none (was %2)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;none&quot; must not agree with it.</extracomment>
        <translation>%1&#xa0;: aucune valeur (auparavant %2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1&#xa0;: %2 → %3</translation>
    </message>
    <message>
        <source>Fields reordered</source>
        <translation>Champs réordonnés</translation>
    </message>
    <message>
        <source>Another name: %1</source>
        <translation>Autre nom&#xa0;: %1</translation>
    </message>
    <message>
        <source>No longer called %1</source>
        <translation>Ne s&apos;appelle plus %1</translation>
    </message>
    <message>
        <source>Nothing else changed.</source>
        <translation>Rien d&apos;autre n&apos;a changé.</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Ajouté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Retiré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ChapterText</name>
    <message>
        <source>(chapter text)</source>
        <translation>(texte du chapitre)</translation>
    </message>
    <message>
        <source>The text of “%1” before its scenes (its document keeps the chapter&apos;s title)</source>
        <translation>Le texte de «&#xa0;%1&#xa0;» avant ses scènes (son document garde le titre du chapitre)</translation>
    </message>
</context>
<context>
    <name>CloseButton</name>
    <message>
        <source>Close Tab</source>
        <translation>Fermer l&apos;onglet</translation>
    </message>
</context>
<context>
    <name>ComposeBox</name>
    <message>
        <source>Editing an earlier question: the conversation will go on from there.</source>
        <translation>Vous modifiez une question précédente&#xa0;: la conversation reprendra à partir de là.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project. Every change is listed and can be undone.</source>
        <translation>Mode action&#xa0;: l&apos;assistant peut modifier votre projet. Chaque modification est listée et peut être annulée.</translation>
    </message>
    <message>
        <source>Question for the assistant</source>
        <translation>Question pour l&apos;assistant</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Add to this turn</source>
        <translation>Ajouter à cet échange</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step; Stop still stops</source>
        <translation>L&apos;assistant le lit avant sa prochaine étape&#x202f;; «&#xa0;Arrêter&#xa0;» l&apos;arrête toujours</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Ouvrez un projet pour poser des questions à son sujet.</translation>
    </message>
    <message>
        <source>Connect a model to ask about your project.</source>
        <translation>Connectez un modèle pour poser des questions sur votre projet.</translation>
    </message>
    <message>
        <source>Add to this turn: a correction the assistant reads before its next step… (Enter adds)</source>
        <translation>Ajouter à cet échange&#xa0;: une correction que l&apos;assistant lit avant sa prochaine étape… (Entrée pour ajouter)</translation>
    </message>
    <message>
        <source>Tell the assistant what to change… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Dites à l&apos;assistant ce qu&apos;il faut changer… (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)</translation>
    </message>
    <message>
        <source>Ask about your project… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Posez une question sur votre projet… (Entrée pour envoyer, Maj+Entrée pour aller à la ligne)</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <source>Connect a model</source>
        <translation>Connecter un modèle</translation>
    </message>
    <message>
        <source>The assistant needs a language model to read your project and answer. Choose one of two ways:</source>
        <translation>L&apos;assistant a besoin d&apos;un modèle de langage pour lire votre projet et répondre. Deux possibilités&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;A cloud model&lt;/b&gt; (OpenAI, Anthropic or OpenRouter): create an API key on the provider&apos;s website, then open Settings, choose the provider and paste the key. It is kept in your system&apos;s keyring. Your questions and the passages the assistant reads are sent to that provider.</source>
        <translation>&lt;b&gt;Un modèle dans le cloud&lt;/b&gt; (OpenAI, Anthropic ou OpenRouter)&#xa0;: créez une clé d&apos;API sur le site du fournisseur, puis ouvrez les Paramètres, choisissez le fournisseur et collez la clé. Elle est conservée dans le trousseau de votre système. Vos questions et les passages que lit l&apos;assistant sont envoyés à ce fournisseur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A local model&lt;/b&gt;, free and private: install &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; or &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, download a model that supports tools (for example &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;), and start it. Quire finds it on this computer.</source>
        <translation>&lt;b&gt;Un modèle local&lt;/b&gt;, gratuit et privé&#xa0;: installez &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; ou &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, téléchargez un modèle qui prend en charge les outils (par exemple &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;) et lancez-le. Quire le trouvera sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <source>Open Settings…</source>
        <translation>Ouvrir les paramètres…</translation>
    </message>
    <message>
        <source>Quire has not looked for local model servers yet.</source>
        <translation>Quire n&apos;a pas encore cherché de serveurs de modèles locaux.</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio and llama.cpp on this computer…</source>
        <translation>Recherche d&apos;Ollama, de LM Studio et de llama.cpp sur cet ordinateur…</translation>
    </message>
    <message>
        <source>No local model server is running on this computer. Start Ollama or LM Studio, then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>Aucun serveur de modèles local ne tourne sur cet ordinateur. Lancez Ollama ou LM Studio, puis cliquez sur «&#xa0;Chercher à nouveau&#xa0;».</translation>
    </message>
    <message>
        <source>Found on this computer:</source>
        <translation>Trouvé sur cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Utiliser %1</translation>
    </message>
    <message>
        <source>%1 is running but has no models yet. Download one (for example “ollama pull qwen2.5:7b”), then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>%1 est lancé mais n&apos;a encore aucun modèle. Téléchargez-en un (par exemple «&#xa0;ollama pull qwen2.5:7b&#xa0;»), puis cliquez sur «&#xa0;Chercher à nouveau&#xa0;».</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, with the model it has loaded</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, avec le modèle qu&apos;il a chargé</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 et %Ln autre</numerusform>
            <numerusform>%1 et %Ln autres</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&#xa0;: %2</translation>
    </message>
    <message>
        <source>Quire could not save the settings: %1</source>
        <translation>Quire n&apos;a pas pu enregistrer les paramètres&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ConnectionRows</name>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Fournisseur&#xa0;:</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Adresse du serveur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Actualis&amp;er</translation>
    </message>
    <message>
        <source>Ask the server again which models it offers</source>
        <translation>Redemander au serveur quels modèles il propose</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Forget ke&amp;y</source>
        <translation>&amp;Oublier la clé</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d&apos;API&#xa0;:</translation>
    </message>
    <message>
        <source>Local &amp;only: never send anything off this computer</source>
        <translation>Local uni&amp;quement&#xa0;: rien ne quitte cet ordinateur</translation>
    </message>
    <message>
        <source>While this is on, Quire refuses every model server that is not on this computer (such as the cloud providers), and sends it nothing.</source>
        <translation>Tant que cette option est activée, Quire refuse tout serveur de modèles qui n&apos;est pas sur cet ordinateur (comme les fournisseurs en ligne) et ne lui envoie rien.</translation>
    </message>
    <message>
        <source>Te&amp;st connection</source>
        <translation>Tester la conne&amp;xion</translation>
    </message>
    <message>
        <source>Press Refresh to see the models the server offers.</source>
        <extracomment>Names the button “Refresh” (ConnectionRows): quote it as the button reads.</extracomment>
        <translation>Cliquez sur «&#xa0;Actualiser&#xa0;» pour voir les modèles que propose le serveur.</translation>
    </message>
    <message>
        <source>Other OpenAI-compatible server</source>
        <translation>Autre serveur compatible OpenAI</translation>
    </message>
    <message>
        <source>Any (the server&apos;s model)</source>
        <translation>N&apos;importe lequel (le modèle du serveur)</translation>
    </message>
    <message>
        <source>•••••• (kept)</source>
        <translation>•••••• (conservée)</translation>
    </message>
    <message>
        <source>%1 is set, but not for %2, so it is not sent there. Set %3=%4 too, or type the key here.</source>
        <translation>%1 est définie, mais pas pour %2&#xa0;: elle n&apos;y est donc pas envoyée. Définissez aussi %3=%4, ou saisissez la clé ici.</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Collez votre clé d&apos;API</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Facultatif</translation>
    </message>
    <message>
        <source>%1 needs an API key. It is stored in your system&apos;s keyring.</source>
        <translation>%1 nécessite une clé d&apos;API. Elle est stockée dans le trousseau de votre système.</translation>
    </message>
    <message>
        <source>Local servers usually need no key.</source>
        <translation>Les serveurs locaux n&apos;ont généralement pas besoin de clé.</translation>
    </message>
    <message>
        <source>A key is set in the system keyring. Type a new one to replace it.</source>
        <translation>Une clé est enregistrée dans le trousseau du système. Saisissez-en une nouvelle pour la remplacer.</translation>
    </message>
    <message>
        <source>A key is set for this session only. Type a new one to replace it.</source>
        <translation>Une clé est conservée jusqu&apos;à la fermeture de Quire seulement. Saisissez-en une nouvelle pour la remplacer.</translation>
    </message>
    <message>
        <source>A key is set in the environment variable %1. Type a new one to replace it.</source>
        <translation>Une clé est définie dans la variable d&apos;environnement %1. Saisissez-en une nouvelle pour la remplacer.</translation>
    </message>
    <message>
        <source>Asking the server for its models…</source>
        <translation>Interrogation du serveur sur ses modèles…</translation>
    </message>
    <message>
        <source>Models offered: %1. Pick one or type its name.</source>
        <translation>Modèles proposés&#xa0;: %1. Choisissez-en un ou saisissez son nom.</translation>
    </message>
    <message>
        <source>The server offers no models.</source>
        <translation>Le serveur ne propose aucun modèle.</translation>
    </message>
    <message>
        <source>Could not list the models: %1</source>
        <translation>Impossible de lister les modèles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <source>Connected. Models offered: %1.</source>
        <translation>Connecté. Modèles proposés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Connected, but the server does not offer “%1”. Choose one of its %2 models.</source>
        <translation>Connecté, mais le serveur ne propose pas «&#xa0;%1&#xa0;». Choisissez l&apos;un de ses %2 modèles.</translation>
    </message>
</context>
<context>
    <name>ConversationBar</name>
    <message>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <source>Conversations kept with this project</source>
        <translation>Conversations conservées avec ce projet</translation>
    </message>
    <message>
        <source>Rename, delete or export this conversation</source>
        <translation>Renommer, supprimer ou exporter cette conversation</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Exporter en Markdown…</translation>
    </message>
    <message>
        <source>Previous branch</source>
        <translation>Branche précédente</translation>
    </message>
    <message>
        <source>Next branch</source>
        <translation>Branche suivante</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversation sans titre</translation>
    </message>
    <message>
        <source>Branch %1 of %2</source>
        <translation>Branche %1 sur %2</translation>
    </message>
</context>
<context>
    <name>CopyMerges</name>
    <message>
        <source>Could not merge the copy</source>
        <translation>Impossible de fusionner la copie</translation>
    </message>
    <message>
        <source>Merge the conflicted copy of “%1”</source>
        <translation>Fusionner la copie en conflit de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Merged the conflicted copy of “%1”; the copy is kept in %2</source>
        <translation>Copie en conflit de «&#xa0;%1&#xa0;» fusionnée&#x202f;; la copie est gardée dans %2</translation>
    </message>
</context>
<context>
    <name>Corkboard</name>
    <message>
        <source>Corkboard</source>
        <translation>Tableau de liège</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>Premier niveau</translation>
    </message>
</context>
<context>
    <name>CorrectionList</name>
    <message>
        <source>You added:</source>
        <translation>Vous avez ajouté&#xa0;:</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step.</source>
        <translation>L&apos;assistant le lit avant sa prochaine étape.</translation>
    </message>
    <message>
        <source>Not read: the turn ended first. Send it as a new question.</source>
        <translation>Non lu&#xa0;: l&apos;échange s&apos;est terminé avant. Envoyez-le comme une nouvelle question.</translation>
    </message>
</context>
<context>
    <name>CostSettingsGroup</name>
    <message>
        <source>Costs and budget</source>
        <translation>Coûts et budget</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>Pas de budget</translation>
    </message>
    <message>
        <source>A turn stops once it has spent this many tokens, as when it runs out of steps; Keep going goes on with a fresh budget</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Un échange s&apos;arrête dès qu&apos;il a dépensé ce nombre de jetons, comme lorsqu&apos;il n&apos;a plus d&apos;étapes&#x202f;; «&#xa0;Continuer&#xa0;» reprend avec un nouveau budget</translation>
    </message>
    <message>
        <source>% of the project</source>
        <translation>&#xa0;% du projet</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>Ne jamais demander</translation>
    </message>
    <message>
        <source>Show an estimate of the cost and ask first before a turn reads more</source>
        <translation>Afficher une estimation du coût et demander avant qu&apos;un échange lise davantage</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>How often one request may be handed from one specialist to another</source>
        <translation>Combien de fois une demande peut passer d&apos;un spécialiste à un autre</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrée en cache</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>What your provider charges per million tokens; Quire shows money next to tokens for these models</source>
        <translation>Ce que votre fournisseur facture par million de jetons&#x202f;; pour ces modèles, Quire affiche le montant à côté des jetons</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Devise&#xa0;:</translation>
    </message>
    <message>
        <source>Add price</source>
        <translation>Ajouter un prix</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Prices per million tokens:</source>
        <translation>Prix par million de jetons&#xa0;:</translation>
    </message>
    <message>
        <source> MB at most</source>
        <translation> Mo au plus</translation>
    </message>
    <message>
        <source>Keep none</source>
        <translation>N&apos;en garder aucun</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider le cache</translation>
    </message>
    <message>
        <source>Token bu&amp;dget per turn:</source>
        <translation>&amp;Budget de jetons par échange&#xa0;:</translation>
    </message>
    <message>
        <source>Ask before readin&amp;g more than:</source>
        <translation>Demander a&amp;vant de lire plus de&#xa0;:</translation>
    </message>
    <message>
        <source>Ha&amp;ndoffs per turn:</source>
        <translation>Pa&amp;ssages de relais par échange&#xa0;:</translation>
    </message>
    <message>
        <source>Forget the summaries kept for this project; they are written again when needed</source>
        <translation>Oublier les résumés conservés pour ce projet&#x202f;; ils seront réécrits au besoin</translation>
    </message>
    <message>
        <source>Summaries kept:</source>
        <translation>Résumés conservés&#xa0;:</translation>
    </message>
    <message>
        <source>%1 tokens a turn</source>
        <translation>%1 jetons par échange</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>pas de budget</translation>
    </message>
    <message numerus="yes">
        <source>prices for %Ln model(s)</source>
        <translation>
            <numerusform>prix pour %Ln modèle</numerusform>
            <numerusform>prix pour %Ln modèles</numerusform>
        </translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>aucun prix</translation>
    </message>
    <message>
        <source>as input</source>
        <translation>comme l&apos;entrée</translation>
    </message>
    <message>
        <source>Cleared %1 MB.</source>
        <translation>%1 Mo libérés.</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Aucun projet n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>%1 MB kept for this project</source>
        <translation>%1 Mo conservés pour ce projet</translation>
    </message>
</context>
<context>
    <name>CountSection</name>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln mot</numerusform>
            <numerusform>%Ln mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters with spaces</source>
        <translation>
            <numerusform>%Ln caractère espaces comprises</numerusform>
            <numerusform>%Ln caractères espaces comprises</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>…and %Ln more</source>
        <translation>
            <numerusform>…et %Ln autre</numerusform>
            <numerusform>…et %Ln autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” opened, but %Ln files had problems.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» est ouvert, mais %Ln fichier posait problème.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» est ouvert, mais %Ln fichiers posaient problème.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them are conflicted copies, left by a sync service or by git: Quire can merge each with the version open here, and keeps the copy until you accept.</source>
        <translation>
            <numerusform>%Ln d&apos;entre eux est une copie en conflit, laissée par un service de synchronisation ou par git&#xa0;: Quire peut la fusionner avec la version ouverte ici, et garde la copie jusqu&apos;à ce que vous acceptiez.</numerusform>
            <numerusform>%Ln d&apos;entre eux sont des copies en conflit, laissées par un service de synchronisation ou par git&#xa0;: Quire peut fusionner chacune avec la version ouverte ici, et garde la copie jusqu&apos;à ce que vous acceptiez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln places were changed differently on both sides: you choose what stays there, in the next window.</source>
        <translation>
            <numerusform>%Ln endroit a été modifié différemment des deux côtés&#xa0;: vous choisissez ce qui y reste, dans la fenêtre suivante.</numerusform>
            <numerusform>%Ln endroits ont été modifiés différemment des deux côtés&#xa0;: vous choisissez ce qui y reste, dans la fenêtre suivante.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Quire ran into a problem</source>
        <translation>Quire a rencontré un problème</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire.</source>
        <translation>Quelque chose s&apos;est mal passé dans Quire.</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>Ce qui s&apos;est passé&#xa0;: %1</translation>
    </message>
    <message>
        <source>You can go on working. If it happens again, please send the details below with a problem report.</source>
        <translation>Vous pouvez continuer à travailler. Si cela se reproduit, envoyez les détails ci-dessous avec un signalement de problème.</translation>
    </message>
    <message>
        <source>Details of the problem</source>
        <translation>Détails du problème</translation>
    </message>
    <message>
        <source>Open Log</source>
        <translation>Ouvrir le journal</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <source>Your unsaved changes were saved.</source>
        <translation>Vos modifications non enregistrées ont été enregistrées.</translation>
    </message>
    <message>
        <source>Your unsaved changes could not be saved. Try File ▸ Save, and keep a copy of the text you were working on before you quit.</source>
        <translation>Vos modifications non enregistrées n&apos;ont pas pu être enregistrées. Essayez Fichier ▸ Enregistrer, et gardez une copie du texte sur lequel vous travailliez avant de quitter.</translation>
    </message>
    <message>
        <source>Nothing was left unsaved.</source>
        <translation>Rien n&apos;était resté non enregistré.</translation>
    </message>
</context>
<context>
    <name>DecisionWords</name>
    <message>
        <source>Approved by you</source>
        <translation>Approuvée par vous</translation>
    </message>
    <message>
        <source>Approved by you, with the rest of the run</source>
        <translation>Approuvée par vous, avec le reste de l&apos;exécution</translation>
    </message>
    <message>
        <source>Refused by you</source>
        <translation>Refusée par vous</translation>
    </message>
    <message>
        <source>Not made: you stopped the assistant</source>
        <translation>Non effectuée&#xa0;: vous avez arrêté l&apos;assistant</translation>
    </message>
    <message>
        <source>Not made: the run ended before anyone decided</source>
        <translation>Non effectuée&#xa0;: l&apos;exécution s&apos;est terminée avant toute décision</translation>
    </message>
    <message>
        <source>Not made: it needed your approval and nobody could be asked</source>
        <translation>Non effectuée&#xa0;: elle demandait votre accord et personne n&apos;a pu être consulté</translation>
    </message>
    <message>
        <source>Made: the approval policy asks about no change</source>
        <translation>Effectuée&#xa0;: le réglage ne demande d&apos;accord pour aucune modification</translation>
    </message>
    <message>
        <source>Made: the approval policy asks only about deletions and large rewrites</source>
        <translation>Effectuée&#xa0;: le réglage ne demande d&apos;accord que pour les suppressions et les grandes réécritures</translation>
    </message>
    <message>
        <source>Made: you approved all of this run’s changes</source>
        <translation>Effectuée&#xa0;: vous avez approuvé toutes les modifications de cette exécution</translation>
    </message>
    <message>
        <source>every change asks</source>
        <translation>chaque modification demande votre accord</translation>
    </message>
    <message>
        <source>deletions and large rewrites ask</source>
        <translation>les suppressions et les grandes réécritures demandent votre accord</translation>
    </message>
    <message>
        <source>the turn’s changes together rewrite a large part</source>
        <translation>les modifications de l&apos;échange réécrivent ensemble une grande partie</translation>
    </message>
    <message>
        <source>it is outside what you asked</source>
        <translation>elle sort de ce que vous avez demandé</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it (%1)</source>
        <translation>Effectuée&#xa0;: le relecteur l&apos;a acceptée (%1)</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it</source>
        <translation>Effectuée&#xa0;: le relecteur l&apos;a acceptée</translation>
    </message>
    <message>
        <source>Refused by you: %1</source>
        <translation>Refusée par vous&#xa0;: %1</translation>
    </message>
    <message>
        <source>Approved by you, but it could not be made</source>
        <translation>Approuvée par vous, mais elle n&apos;a pas pu être effectuée</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#x202f;; %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>you took %1 of %2 parts, some in your own words</source>
        <translation>vous avez retenu %1 parties sur %2, certaines dans vos propres mots</translation>
    </message>
    <message>
        <source>you took %1 of %2 parts</source>
        <translation>vous avez retenu %1 parties sur %2</translation>
    </message>
    <message>
        <source>in your own words</source>
        <translation>dans vos propres mots</translation>
    </message>
    <message>
        <source>the reviewer flagged it: %1</source>
        <translation>le relecteur l&apos;a signalée&#xa0;: %1</translation>
    </message>
    <message>
        <source>the reviewer flagged it</source>
        <translation>le relecteur l&apos;a signalée</translation>
    </message>
    <message>
        <source>the reviewer could not check it</source>
        <translation>le relecteur n&apos;a pas pu la vérifier</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>DiskMerge</name>
    <message>
        <source>Merge with the files on disk</source>
        <translation>Fusionner avec les fichiers sur le disque</translation>
    </message>
    <message>
        <source>Could not merge</source>
        <translation>Impossible de fusionner</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
</context>
<context>
    <name>DocumentEditor</name>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Document title</source>
        <translation>Titre du document</translation>
    </message>
    <message>
        <source>Document text</source>
        <translation>Texte du document</translation>
    </message>
    <message>
        <source>Typing in “{title}”</source>
        <translation>Saisie dans «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message>
        <source>The assistant is changing this document. You can edit it again when its turn ends.</source>
        <translation>L&apos;assistant est en train de modifier ce document. Vous pourrez le modifier à nouveau à la fin de son échange.</translation>
    </message>
    <message>
        <source>Smart punctuation</source>
        <translation>Ponctuation typographique</translation>
    </message>
    <message>
        <source>Convert quotes in “{title}”</source>
        <translation>Convertir les guillemets de «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Gras</translation>
    </message>
    <message>
        <source>Italic</source>
        <translation>Italique</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Aucune suggestion</translation>
    </message>
    <message>
        <source>Add “{word}” to Project Dictionary</source>
        <translation>Ajouter «&#xa0;{word}&#xa0;» au dictionnaire du projet</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renommer «&#xa0;{old}&#xa0;» en «&#xa0;{new}&#xa0;»</translation>
    </message>
</context>
<context>
    <name>DocumentFieldsSection</name>
    <message numerus="yes">
        <source>Fields (%n)</source>
        <translation>
            <numerusform>Champs (%n)</numerusform>
            <numerusform>Champs (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Champs</translation>
    </message>
    <message>
        <source>This document&apos;s own fields, such as those an import brought along</source>
        <translation>Les champs propres à ce document, comme ceux qu&apos;une importation a apportés</translation>
    </message>
</context>
<context>
    <name>EditorSettingsGroup</name>
    <message>
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
    <message>
        <source>Reading serif (automatic)</source>
        <translation>Police à empattements (automatique)</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> caractères</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>Pol&amp;ice&#xa0;:</translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation>&amp;Taille de police&#xa0;:</translation>
    </message>
    <message>
        <source>Line &amp;width:</source>
        <translation>Lar&amp;geur de ligne&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;hème&#xa0;:</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>Not saved yet</source>
        <translation>Pas encore enregistré</translation>
    </message>
</context>
<context>
    <name>EntityEditor</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Other names, separated by commas</source>
        <translation>Autres noms, séparés par des virgules</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Edit notes of “{name}”</source>
        <translation>Modifier les notes de «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Champs</translation>
    </message>
    <message>
        <source>The assistant is changing this entry. You can edit it again when its turn ends.</source>
        <translation>L&apos;assistant est en train de modifier cette fiche. Vous pourrez la modifier à nouveau à la fin de son échange.</translation>
    </message>
    <message>
        <source>Fields: values from the start of the series</source>
        <translation>Champs&#xa0;: valeurs du début de la série</translation>
    </message>
    <message>
        <source>That change was not possible: {reason}</source>
        <translation>Cette modification n&apos;a pas été possible&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renommer «&#xa0;{old}&#xa0;» en «&#xa0;{new}&#xa0;»</translation>
    </message>
    <message>
        <source>Change aliases of “{name}”</source>
        <translation>Modifier les alias de «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add a field</source>
        <translation>Ajouter un champ</translation>
    </message>
    <message>
        <source>Remove the selected field</source>
        <translation>Supprimer le champ sélectionné</translation>
    </message>
    <message>
        <source>Move the field up</source>
        <translation>Monter le champ</translation>
    </message>
    <message>
        <source>Move the field down</source>
        <translation>Descendre le champ</translation>
    </message>
    <message>
        <source>Set “{field}” of “{name}”</source>
        <translation>Définir «&#xa0;{field}&#xa0;» de «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>“{name}” already has a field called “{field}”.</source>
        <translation>«&#xa0;{name}&#xa0;» a déjà un champ nommé «&#xa0;{field}&#xa0;».</translation>
    </message>
    <message>
        <source>Rename field “{old}” to “{new}”</source>
        <translation>Renommer le champ «&#xa0;{old}&#xa0;» en «&#xa0;{new}&#xa0;»</translation>
    </message>
    <message>
        <source>New field</source>
        <translation>Nouveau champ</translation>
    </message>
    <message>
        <source>Add field to “{name}”</source>
        <translation>Ajouter un champ à «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Remove field “{field}” of “{name}”</source>
        <translation>Supprimer le champ «&#xa0;{field}&#xa0;» de «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <source>Move field “{field}”</source>
        <translation>Déplacer le champ «&#xa0;{field}&#xa0;»</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>Open Settings…</source>
        <translation>Ouvrir les paramètres…</translation>
    </message>
    <message>
        <source>Choose a model…</source>
        <translation>Choisir un modèle…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Commencer une nouvelle conversation</translation>
    </message>
    <message>
        <source>The model provider did not accept the API key.</source>
        <translation>Le fournisseur du modèle n&apos;a pas accepté la clé d&apos;API.</translation>
    </message>
    <message>
        <source>Open Settings and enter a valid key for this provider.</source>
        <translation>Ouvrez les Paramètres et saisissez une clé valide pour ce fournisseur.</translation>
    </message>
    <message>
        <source>Your API key is not allowed to use this model.</source>
        <translation>Votre clé d&apos;API n&apos;est pas autorisée à utiliser ce modèle.</translation>
    </message>
    <message>
        <source>Choose a model your account may use, or use a key with access to it.</source>
        <translation>Choisissez un modèle que votre compte peut utiliser, ou une clé qui y a accès.</translation>
    </message>
    <message>
        <source>The model provider does not know the chosen model.</source>
        <translation>Le fournisseur ne connaît pas le modèle choisi.</translation>
    </message>
    <message>
        <source>Choose another model in Settings (or check the server address).</source>
        <translation>Choisissez un autre modèle dans les Paramètres (ou vérifiez l&apos;adresse du serveur).</translation>
    </message>
    <message>
        <source>The model provider is receiving too many requests from you right now.</source>
        <translation>Le fournisseur reçoit trop de requêtes de votre part en ce moment.</translation>
    </message>
    <message>
        <source>Your account with the model provider has run out of credit or quota.</source>
        <translation>Votre compte chez le fournisseur n&apos;a plus de crédit ou a épuisé son quota.</translation>
    </message>
    <message>
        <source>Add credit or raise the limit on the provider&apos;s website, then try again.</source>
        <translation>Ajoutez du crédit ou relevez la limite sur le site du fournisseur, puis réessayez.</translation>
    </message>
    <message>
        <source>The model is overloaded at the moment.</source>
        <translation>Le modèle est surchargé pour le moment.</translation>
    </message>
    <message>
        <source>The conversation has grown too long for this model.</source>
        <translation>La conversation est devenue trop longue pour ce modèle.</translation>
    </message>
    <message>
        <source>Start a new conversation, or choose a model with a larger context window in Settings.</source>
        <translation>Commencez une nouvelle conversation, ou choisissez dans les Paramètres un modèle doté d&apos;une fenêtre de contexte plus grande.</translation>
    </message>
    <message>
        <source>The model provider refused the request as malformed.</source>
        <translation>Le fournisseur a rejeté la requête, qu&apos;il juge mal formée.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider kind in Settings.</source>
        <translation>Le modèle choisi ne prend peut-être pas en charge les outils&#x202f;; choisissez un autre modèle ou vérifiez le type de fournisseur dans les Paramètres.</translation>
    </message>
    <message>
        <source>The model sent a reply Quire could not understand.</source>
        <translation>Le modèle a envoyé une réponse que Quire n&apos;a pas pu comprendre.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, choose another model.</source>
        <translation>Réessayez&#x202f;; si le problème persiste, choisissez un autre modèle.</translation>
    </message>
    <message>
        <source>The model provider had an internal error.</source>
        <translation>Le fournisseur du modèle a rencontré une erreur interne.</translation>
    </message>
    <message>
        <source>This is usually temporary: try again in a minute.</source>
        <translation>C&apos;est généralement passager&#xa0;: réessayez dans une minute.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the model provider.</source>
        <translation>Quire ne parvient pas à se connecter au fournisseur du modèle.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address in Settings.</source>
        <translation>Vérifiez votre connexion Internet et l&apos;adresse du serveur dans les Paramètres.</translation>
    </message>
    <message>
        <source>The model provider took too long to answer.</source>
        <translation>Le fournisseur du modèle a mis trop de temps à répondre.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>You stopped the assistant.</source>
        <translation>Vous avez arrêté l&apos;assistant.</translation>
    </message>
    <message>
        <source>Ask again or press Keep going when you are ready.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Posez à nouveau la question ou cliquez sur «&#xa0;Continuer&#xa0;» quand vous le souhaitez.</translation>
    </message>
    <message>
        <source>The assistant is not set up yet, or its settings are incomplete.</source>
        <translation>L&apos;assistant n&apos;est pas encore configuré, ou ses paramètres sont incomplets.</translation>
    </message>
    <message>
        <source>Open Settings to choose a provider and a model.</source>
        <translation>Ouvrez les Paramètres pour choisir un fournisseur et un modèle.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was too large, so Quire stopped reading it.</source>
        <translation>La réponse du serveur était trop volumineuse&#x202f;; Quire a cessé de la lire.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, check the server address in Settings.</source>
        <translation>Réessayez&#x202f;; si le problème persiste, vérifiez l&apos;adresse du serveur dans les Paramètres.</translation>
    </message>
    <message>
        <source>The server sent Quire to another address (%1) instead of answering.</source>
        <translation>Le serveur a renvoyé Quire vers une autre adresse (%1) au lieu de répondre.</translation>
    </message>
    <message>
        <source>Quire does not follow such redirects. If that address is right, enter it in Settings.</source>
        <translation>Quire ne suit pas ces redirections. Si cette adresse est la bonne, saisissez-la dans les Paramètres.</translation>
    </message>
    <message>
        <source>Local only is on, and %1 is not on this computer, so Quire sent it nothing.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>«&#xa0;Local uniquement&#xa0;» est activé et %1 n&apos;est pas sur cet ordinateur&#xa0;: Quire ne lui a rien envoyé.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer in Settings, or turn Local only off there.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Choisissez dans les Paramètres un serveur de modèles sur cet ordinateur, ou désactivez-y «&#xa0;Local uniquement&#xa0;».</translation>
    </message>
    <message>
        <source>This request held private text from %1, so Quire did not send it to the model.</source>
        <translation>Cette demande contenait du texte privé de %1, Quire ne l&apos;a donc pas envoyée au modèle.</translation>
    </message>
    <message>
        <source>Private material stays on this computer. Ask without it, or use a model on this computer and let it read private material in Settings.</source>
        <translation>Ce qui est privé reste sur cet ordinateur. Posez la question sans, ou utilisez un modèle sur cet ordinateur et autorisez-le à lire ce qui est privé dans les Paramètres.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the local model server at %1.</source>
        <translation>Quire ne parvient pas à se connecter au serveur de modèles local à l&apos;adresse %1.</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address in Settings, then try again.</source>
        <translation>Le serveur (par exemple Ollama ou LM Studio) est-il lancé&#x202f;? Démarrez-le ou vérifiez l&apos;adresse dans les Paramètres, puis réessayez.</translation>
    </message>
    <message>
        <source>The local model server took too long to answer.</source>
        <translation>Le serveur de modèles local a mis trop de temps à répondre.</translation>
    </message>
    <message>
        <source>A large model on a small computer can be slow: try again, or choose a smaller model.</source>
        <translation>Un gros modèle sur un petit ordinateur peut être lent&#xa0;: réessayez ou choisissez un modèle plus petit.</translation>
    </message>
    <message>
        <source>Enter a valid key for this provider above.</source>
        <translation>Saisissez ci-dessus une clé valide pour ce fournisseur.</translation>
    </message>
    <message>
        <source>Choose another model above (or check the server address).</source>
        <translation>Choisissez un autre modèle ci-dessus (ou vérifiez l&apos;adresse du serveur).</translation>
    </message>
    <message>
        <source>Choose a model with a larger context window.</source>
        <translation>Choisissez un modèle avec une fenêtre de contexte plus grande.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider above.</source>
        <translation>Le modèle choisi ne prend peut-être pas en charge les outils&#x202f;; choisissez un autre modèle ou vérifiez le fournisseur ci-dessus.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address above.</source>
        <translation>Vérifiez votre connexion à Internet et l&apos;adresse du serveur ci-dessus.</translation>
    </message>
    <message>
        <source>Choose a provider and a model above.</source>
        <translation>Choisissez ci-dessus un fournisseur et un modèle.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer, or untick Local only.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Choisissez un serveur de modèles sur cet ordinateur, ou décochez «&#xa0;Local uniquement&#xa0;».</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address above.</source>
        <translation>Le serveur (par exemple Ollama ou LM Studio) est-il lancé&#x202f;? Démarrez-le ou vérifiez l&apos;adresse ci-dessus.</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire&apos;s assistant.</source>
        <translation>Un problème est survenu dans l&apos;assistant de Quire.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, please report it with the details below.</source>
        <translation>Réessayez&#x202f;; si le problème persiste, signalez-le avec les détails ci-dessous.</translation>
    </message>
    <message>
        <source>Wait a minute, then try again.</source>
        <translation>Patientez une minute, puis réessayez.</translation>
    </message>
    <message numerus="yes">
        <source>Wait about %Ln seconds, then try again.</source>
        <translation>
            <numerusform>Patientez environ %Ln seconde, puis réessayez.</numerusform>
            <numerusform>Patientez environ %Ln secondes, puis réessayez.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateCard</name>
    <message>
        <source>Before the assistant reads on</source>
        <translation>Avant que l&apos;assistant poursuive sa lecture</translation>
    </message>
    <message>
        <source>Don&apos;t read it</source>
        <translation>Ne pas lire</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Poursuivre</translation>
    </message>
    <message>
        <source>Summarising “%1”</source>
        <translation>Résumer «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Summarising the whole project</source>
        <translation>Résumer tout le projet</translation>
    </message>
    <message numerus="yes">
        <source>%1 reads %Ln document(s) not summarised yet (%2 words):</source>
        <translation>
            <numerusform>%1 implique de lire %Ln document pas encore résumé (%2 mots)&#xa0;:</numerusform>
            <numerusform>%1 implique de lire %Ln documents pas encore résumés (%2 mots)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>This request has read %1% of the project. Reading on sends the rest of it:</source>
        <translation>Cette demande a déjà lu %1&#xa0;% du projet. Poursuivre la lecture envoie le reste&#xa0;:</translation>
    </message>
    <message>
        <source>about %1 tokens</source>
        <translation>environ %1 jetons</translation>
    </message>
    <message>
        <source>This turn&apos;s budget has %1 tokens left: the assistant will stop there, and can go on after.</source>
        <translation>Il reste %1 jetons au budget de cet échange&#xa0;: l&apos;assistant s&apos;arrêtera là et pourra continuer ensuite.</translation>
    </message>
    <message>
        <source>Summaries are kept, so asking again costs only what changed.</source>
        <translation>Les résumés sont conservés&#xa0;: redemander ne coûte que ce qui a changé.</translation>
    </message>
    <message>
        <source>You let the assistant read on.</source>
        <translation>Vous avez laissé l&apos;assistant poursuivre sa lecture.</translation>
    </message>
    <message>
        <source>Not read: the assistant answers from what it has.</source>
        <translation>Non lu&#xa0;: l&apos;assistant répond avec ce qu&apos;il a.</translation>
    </message>
    <message>
        <source>Not read: you stopped the assistant.</source>
        <translation>Non lu&#xa0;: vous avez arrêté l&apos;assistant.</translation>
    </message>
    <message>
        <source>Not read.</source>
        <translation>Non lu.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Manuscript</source>
        <translation>Exporter le manuscrit</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Word document (DOCX)</source>
        <translation>Document Word (DOCX)</translation>
    </message>
    <message>
        <source>OpenDocument text (ODT)</source>
        <translation>Texte OpenDocument (ODT)</translation>
    </message>
    <message>
        <source>E-book (EPUB 3)</source>
        <translation>Livre numérique (EPUB 3)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Web page (HTML)</source>
        <translation>Page web (HTML)</translation>
    </message>
    <message>
        <source>Markdown, one file</source>
        <translation>Markdown, un seul fichier</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Texte brut</translation>
    </message>
    <message>
        <source>Making a PDF needs LibreOffice or a LaTeX engine.</source>
        <translation>Pour créer un PDF, il faut LibreOffice ou un moteur LaTeX.</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>&amp;Enregistrer sous&#xa0;:</translation>
    </message>
    <message>
        <source>What goes in</source>
        <translation>Ce qui est inclus</translation>
    </message>
    <message>
        <source>Part headings</source>
        <translation>Titres des parties</translation>
    </message>
    <message>
        <source>Leave out documents whose status is:</source>
        <translation>Laisser de côté les documents dont l&apos;état est&#xa0;:</translation>
    </message>
    <message>
        <source>(no document has a status)</source>
        <translation>(aucun document n&apos;a d&apos;état)</translation>
    </message>
    <message>
        <source>Parts of the tree (untick what stays out):</source>
        <translation>Parties de l&apos;arborescence (décochez ce qui doit être exclu)&#xa0;:</translation>
    </message>
    <message>
        <source>How it looks</source>
        <translation>Présentation</translation>
    </message>
    <message>
        <source>Title page</source>
        <translation>Page de titre</translation>
    </message>
    <message>
        <source>“%1” by %2</source>
        <translation>«&#xa0;%1&#xa0;» de %2</translation>
    </message>
    <message>
        <source>(no author set)</source>
        <translation>(aucun auteur indiqué)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>So&amp;us-titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Number parts and chapters</source>
        <translation>&amp;Numéroter les parties et les chapitres</translation>
    </message>
    <message>
        <source>Scene s&amp;eparator:</source>
        <translation>&amp;Séparateur de scènes&#xa0;:</translation>
    </message>
    <message>
        <source>Standard &amp;manuscript format</source>
        <translation>Format &amp;manuscrit standard</translation>
    </message>
    <message>
        <source>12 pt serif, double spacing, 1-inch margins, chapters on a new page, and a header with your surname, the title and the page number.</source>
        <translation>Police à empattements de 12 pt, double interligne, marges d&apos;un pouce, chaque chapitre sur une nouvelle page et un en-tête avec votre nom, le titre et le numéro de page.</translation>
    </message>
    <message>
        <source>For DOCX, ODT and PDF.</source>
        <translation>Pour DOCX, ODT et PDF.</translation>
    </message>
    <message>
        <source>pandoc, which Quire exports with, is not installed.</source>
        <translation>pandoc, avec lequel Quire exporte, n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>Made with %1 from the DOCX (the manuscript format applies).</source>
        <translation>Créé avec %1 à partir du DOCX (le format manuscrit s&apos;applique).</translation>
    </message>
    <message>
        <source>Made with pandoc and %1.</source>
        <translation>Créé avec pandoc et %1.</translation>
    </message>
    <message>
        <source>PDF is not available: it needs LibreOffice or a LaTeX engine.</source>
        <translation>Le PDF n&apos;est pas disponible&#xa0;: il faut LibreOffice ou un moteur LaTeX.</translation>
    </message>
    <message>
        <source>Made with %1.</source>
        <translation>Créé avec %1.</translation>
    </message>
    <message>
        <source>These choices cannot be exported.</source>
        <translation>Impossible d&apos;exporter avec ces choix.</translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Documents&#xa0;: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Mots&#xa0;: %1</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Choisissez le fichier vers lequel exporter.</translation>
    </message>
    <message>
        <source>“%1” is a folder. Choose a file name.</source>
        <translation>«&#xa0;%1&#xa0;» est un dossier. Choisissez un nom de fichier.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>L&apos;exportation a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The export was cancelled; nothing was written.</source>
        <translation>L&apos;exportation a été annulée&#x202f;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Chapitres</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>Scènes</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Texts</source>
        <translation>Textes</translation>
    </message>
</context>
<context>
    <name>ExportFailureText</name>
    <message>
        <source>“%1” is inside the project folder “%2”. An export never writes into its own project: choose a file outside it.</source>
        <translation>«&#xa0;%1&#xa0;» se trouve dans le dossier du projet «&#xa0;%2&#xa0;». Une exportation n&apos;écrit jamais dans son propre projet&#xa0;: choisissez un fichier en dehors de celui-ci.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert the manuscript within %Ln second(s) and was stopped.</source>
        <translation>
            <numerusform>pandoc n&apos;a pas pu convertir le manuscrit en %Ln seconde et a été arrêté.</numerusform>
            <numerusform>pandoc n&apos;a pas pu convertir le manuscrit en %Ln secondes et a été arrêté.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert the manuscript within %1 of memory and was stopped.</source>
        <translation>pandoc n&apos;a pas pu convertir le manuscrit avec %1 de mémoire et a été arrêté.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert “%1” within %Ln second(s) and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>
            <numerusform>pandoc n&apos;a pas pu convertir «&#xa0;%1&#xa0;» en %Ln seconde et a été arrêté. Son Markdown imbrique probablement trop profondément des citations, des listes ou des crochets&#xa0;: simplifiez-le, ou laissez ce document de côté dans l&apos;exportation.</numerusform>
            <numerusform>pandoc n&apos;a pas pu convertir «&#xa0;%1&#xa0;» en %Ln secondes et a été arrêté. Son Markdown imbrique probablement trop profondément des citations, des listes ou des crochets&#xa0;: simplifiez-le, ou laissez ce document de côté dans l&apos;exportation.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert “%1” within %2 of memory and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>pandoc n&apos;a pas pu convertir «&#xa0;%1&#xa0;» avec %2 de mémoire et a été arrêté. Son Markdown imbrique probablement trop profondément des citations, des listes ou des crochets&#xa0;: simplifiez-le, ou laissez ce document de côté dans l&apos;exportation.</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Exporting the manuscript…</source>
        <translation>Exportation du manuscrit…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export Manuscript</source>
        <translation>Exporter le manuscrit</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>Gathering the manuscript…</source>
        <translation>Assemblage du manuscrit…</translation>
    </message>
    <message>
        <source>Converting with pandoc…</source>
        <translation>Conversion avec pandoc…</translation>
    </message>
    <message>
        <source>Making the PDF…</source>
        <translation>Création du PDF…</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>Écriture du fichier…</translation>
    </message>
</context>
<context>
    <name>FactChangesSection</name>
    <message>
        <source>Changes over the series</source>
        <translation>Changements au fil de la série</translation>
    </message>
    <message>
        <source>No changes: its fields hold through the whole series.</source>
        <translation>Aucun changement&#xa0;: ses champs valent pour toute la série.</translation>
    </message>
    <message>
        <source>Remove Change</source>
        <translation>Retirer le changement</translation>
    </message>
    <message>
        <source>From book</source>
        <translation>À partir du livre</translation>
    </message>
    <message>
        <source>From scene</source>
        <translation>À partir de la scène</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>New value (empty: none from then on)</source>
        <translation>Nouvelle valeur (vide&#xa0;: aucune à partir de là)</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>Nouvelle valeur</translation>
    </message>
    <message>
        <source>Add Change</source>
        <translation>Ajouter le changement</translation>
    </message>
    <message>
        <source>becomes</source>
        <extracomment>Between a field&apos;s name and its new value: &quot;[Age] becomes [35]&quot;.</extracomment>
        <translation>devient</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (ce livre)</translation>
    </message>
    <message>
        <source>from the book&apos;s start</source>
        <translation>depuis le début du livre</translation>
    </message>
    <message>
        <source>from “%1” on</source>
        <translation>à partir de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Change “%1” of “%2” from book %3</source>
        <translation>Changer «&#xa0;%1&#xa0;» de «&#xa0;%2&#xa0;» à partir du livre %3</translation>
    </message>
    <message>
        <source>Remove a change of “%1”</source>
        <translation>Retirer un changement de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Ce changement n&apos;a pas été possible&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>FallbackNotice</name>
    <message>
        <source>%1 was overloaded, so %2 was asked instead.</source>
        <translation>%1 était surchargé, donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>%1 took no more requests for the moment (rate limit), so %2 was asked instead.</source>
        <translation>%1 n&apos;acceptait plus de requêtes pour le moment (limite de débit), donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>The account for %1 has no credit left, so %2 was asked instead.</source>
        <translation>Le compte de %1 n&apos;a plus de crédit, donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>%1 had a server error, so %2 was asked instead.</source>
        <translation>%1 a rencontré une erreur de serveur, donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>%1 could not be reached, so %2 was asked instead.</source>
        <translation>%1 était injoignable, donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>%1 is not on this computer and Local only is on, so %2 was asked instead.</source>
        <translation>%1 n&apos;est pas sur cet ordinateur et «&#xa0;Local uniquement&#xa0;» est activé, donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>%1 could not be used as set up (is its API key missing?), so %2 was asked instead.</source>
        <translation>%1 n&apos;a pas pu être utilisé tel qu&apos;il est configuré (sa clé d&apos;API manque-t-elle&#x202f;?), donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>%1 failed, so %2 was asked instead.</source>
        <translation>%1 a échoué, donc %2 a été interrogé à la place.</translation>
    </message>
    <message>
        <source>The fallback models are listed in Settings: they are asked, in order, when a model is overloaded, rate limited or has a server error.</source>
        <translation>Les modèles de secours se règlent dans les Paramètres&#xa0;: ils sont interrogés dans l&apos;ordre quand un modèle est surchargé, limité en débit ou en erreur de serveur.</translation>
    </message>
</context>
<context>
    <name>FallbackRow</name>
    <message>
        <source>none, or for example ollama/qwen2.5:7b</source>
        <translation>aucun, ou par exemple ollama/qwen2.5:7b</translation>
    </message>
    <message>
        <source>Models to ask, in order, when the main one is overloaded, rate limited or has a server error. Write each as provider/model, or only the model for one of the same provider; a server&apos;s address may follow after a space. Separate them with commas. Each uses its provider&apos;s own key.</source>
        <translation>Modèles de secours à interroger, dans l&apos;ordre, quand le modèle principal est surchargé, limité en débit ou en erreur de serveur. Écrivez chacun sous la forme fournisseur/modèle, ou seulement le modèle s&apos;il est du même fournisseur&#x202f;; l&apos;adresse d&apos;un serveur peut suivre après une espace. Séparez-les par des virgules. Chacun utilise la clé de son propre fournisseur.</translation>
    </message>
    <message>
        <source>If the model gives &amp;up, ask:</source>
        <translation>Si le modèle échoue, demander &amp;à&#xa0;:</translation>
    </message>
    <message>
        <source>List at most %1 fallback models.</source>
        <translation>Indiquez au plus %1 modèles de secours.</translation>
    </message>
    <message>
        <source>“%1” is not a fallback: write provider/model, and after a space the server&apos;s address if it needs one.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un modèle de secours valable&#xa0;: écrivez fournisseur/modèle, puis, si besoin, l&apos;adresse du serveur après une espace.</translation>
    </message>
    <message>
        <source>Fallback “%1”: %2</source>
        <translation>Modèle de secours «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Fallback “%1”: name a model, as %2/model.</source>
        <translation>Modèle de secours «&#xa0;%1&#xa0;»&#xa0;: indiquez un modèle, sous la forme %2/modèle.</translation>
    </message>
</context>
<context>
    <name>FindReplaceBar</name>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Remplacer par</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Mots entiers</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Tout remplacer</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Fermer (Échap)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln occurrence</numerusform>
            <numerusform>%Ln occurrences</numerusform>
        </translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} sur {total}</translation>
    </message>
    <message>
        <source>Replace “{find}” in “{title}”</source>
        <translation>Remplacer «&#xa0;{find}&#xa0;» dans «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message>
        <source>Replace all “{find}” in “{title}”</source>
        <translation>Remplacer toutes les occurrences de «&#xa0;{find}&#xa0;» dans «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>%Ln remplacement effectué</numerusform>
            <numerusform>%Ln remplacements effectués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingCard</name>
    <message>
        <source>Against %1</source>
        <translation>par rapport au %1</translation>
    </message>
    <message>
        <source>Open the passage</source>
        <translation>Ouvrir le passage</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <source>Ask the assistant to change this book&apos;s side so that it agrees with the earlier book, in act mode; you can undo it in one step</source>
        <translation>Demander à l&apos;assistant de modifier le passage de ce livre pour qu&apos;il s&apos;accorde avec le livre précédent, en mode action&#x202f;; vous pouvez l&apos;annuler en une seule étape</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this, in act mode: it may change only these two passages&apos; documents, and you can undo it in one step</source>
        <translation>Demander à l&apos;assistant de corriger cela en mode action&#xa0;: il ne peut modifier que les documents de ces deux passages, et vous pouvez tout annuler en une étape</translation>
    </message>
    <message>
        <source>Mark Intentional</source>
        <translation>Marquer comme voulu</translation>
    </message>
    <message>
        <source>You meant it: keep it out of later checks</source>
        <translation>C&apos;est voulu&#xa0;: ne plus le signaler lors des prochaines vérifications</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Rouvrir</translation>
    </message>
</context>
<context>
    <name>FindingsWindow</name>
    <message>
        <source>The assistant reads your chapters one by one against your characters, places and notes, and lists what disagrees. Every quotation is checked against your text; a second check reads only the chapters you changed.</source>
        <translation>L&apos;assistant lit vos chapitres un par un, les compare à vos personnages, lieux et notes, et relève ce qui ne concorde pas. Chaque citation est vérifiée dans votre texte&#x202f;; une deuxième vérification ne lit que les chapitres que vous avez modifiés.</translation>
    </message>
    <message>
        <source>Check Continuity</source>
        <translation>Vérifier la cohérence</translation>
    </message>
    <message>
        <source>Check Every Chapter Again</source>
        <translation>Revérifier tous les chapitres</translation>
    </message>
    <message>
        <source>Check Against Earlier Books</source>
        <translation>Vérifier avec les livres précédents</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series</source>
        <translation>Lire les chapitres de ce livre en regard des livres précédents de sa série</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Show findings marked intentional or fixed</source>
        <translation>Afficher les constats marqués comme voulus ou corrigés</translation>
    </message>
    <message>
        <source>The findings file could not be read; it was set aside as %1.</source>
        <translation>Le fichier des constats n&apos;a pas pu être lu&#x202f;; il a été mis de côté sous le nom %1.</translation>
    </message>
    <message>
        <source>No findings yet. Check Continuity to have your chapters read.</source>
        <extracomment>Names the button “Check Continuity” (FindingsWindow): quote it as it reads.</extracomment>
        <translation>Aucun constat pour l&apos;instant. Cliquez sur «&#xa0;Vérifier la cohérence&#xa0;» pour faire lire vos chapitres.</translation>
    </message>
    <message numerus="yes">
        <source>No open findings; %n marked intentional or fixed are hidden.</source>
        <translation>
            <numerusform>Aucun constat ouvert&#x202f;; %n marqué comme voulu ou corrigé est masqué.</numerusform>
            <numerusform>Aucun constat ouvert&#x202f;; %n marqués comme voulus ou corrigés sont masqués.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open findings: the chapters checked agree with your notes.</source>
        <translation>Aucun constat ouvert&#xa0;: les chapitres vérifiés concordent avec vos notes.</translation>
    </message>
    <message>
        <source>The finding could not be changed.</source>
        <translation>Le constat n&apos;a pas pu être modifié.</translation>
    </message>
    <message>
        <source>No chapter has changed since the last check.</source>
        <translation>Aucun chapitre n&apos;a changé depuis la dernière vérification.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n chapter(s)…</source>
        <translation>
            <numerusform>Lecture de %n chapitre…</numerusform>
            <numerusform>Lecture de %n chapitres…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged since the last check.</source>
        <translation>
            <numerusform>%n inchangé depuis la dernière vérification.</numerusform>
            <numerusform>%n inchangés depuis la dernière vérification.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the earlier books of the series…</source>
        <translation>Lecture des livres précédents de la série…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>Reading “%1” (%2 of %3)…</source>
        <translation>Lecture de «&#xa0;%1&#xa0;» (%2 sur %3)…</translation>
    </message>
    <message numerus="yes">
        <source>%n new finding(s).</source>
        <translation>
            <numerusform>%n nouveau constat.</numerusform>
            <numerusform>%n nouveaux constats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: their quotes are not in the project.</source>
        <translation>
            <numerusform>%n constat écarté&#xa0;: ses citations ne figurent pas dans le projet.</numerusform>
            <numerusform>%n constats écartés&#xa0;: leurs citations ne figurent pas dans le projet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n chapitre inachevé&#xa0;: l&apos;assistant a atteint le nombre maximal d&apos;étapes&#x202f;; il sera relu la prochaine fois.</numerusform>
            <numerusform>%n chapitres inachevés&#xa0;: l&apos;assistant a atteint le nombre maximal d&apos;étapes&#x202f;; ils seront relus la prochaine fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the chapters read so far are kept.</source>
        <translation>Arrêté&#xa0;: les chapitres déjà lus sont conservés.</translation>
    </message>
    <message>
        <source>Continuity — %1</source>
        <translation>Cohérence — %1</translation>
    </message>
    <message>
        <source>Continuity</source>
        <translation>Cohérence</translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation>Contradiction</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Possibly fixed: the quoted text has changed</source>
        <translation>Peut-être corrigé&#xa0;: le texte cité a changé</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Intentional</source>
        <translation>Voulu</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Corrigé</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
</context>
<context>
    <name>FormatMenu</name>
    <message>
        <source>&amp;Bold</source>
        <translation>&amp;Gras</translation>
    </message>
    <message>
        <source>&amp;Italic</source>
        <translation>&amp;Italique</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>F&amp;ormat</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>House Rules — %1</source>
        <translation>Règles maison — %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, one per line as a list: your spellings, what must not change, the voice to keep. They go with every request, and a reviewer checks each change the assistant wants to make against them. Kept as %1 in the project folder, so any editor can change them too.</source>
        <translation>Les règles que l&apos;assistant respecte dans ce projet, une par ligne, sous forme de liste&#xa0;: vos graphies, ce qui ne doit pas changer, la voix à garder. Elles accompagnent chaque requête, et un relecteur vérifie chaque modification que l&apos;assistant veut faire au regard de ces règles. Enregistrées sous %1 dans le dossier du projet&#xa0;: tout éditeur peut aussi les modifier.</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in every book of this series, one per line as a list, sent with every request before each book&apos;s own. Kept as %1 in the series folder, so any book of the series, and any editor, can change them.</source>
        <translation>Règles que l’assistant applique dans chaque livre de cette série, une par ligne sous forme de liste, envoyées avec chaque requête avant celles du livre. Conservées dans %1 dans le dossier de la série, si bien que chaque livre de la série, et n’importe quel éditeur, peut les modifier.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2). Saving replaces it.</source>
        <translation>Impossible de lire %1 (%2). L&apos;enregistrement le remplacera.</translation>
    </message>
    <message>
        <source># House rules

&lt;!-- One rule per line, as a list. For example:
- British spelling: grey, colour, realise.
- Part One is final.
--&gt;

- </source>
        <translation># Règles maison

&lt;!-- Une règle par ligne, sous forme de liste. Par exemple&#xa0;:
- Orthographe rectifiée de 1990&#xa0;: «&#xa0;évènement&#xa0;», «&#xa0;nénufar&#xa0;».
- La première partie est définitive.
--&gt;

- </translation>
    </message>
    <message>
        <source>The house rules could not be saved: %1</source>
        <translation>Impossible d&apos;enregistrer les règles maison&#xa0;: %1</translation>
    </message>
    <message>
        <source>House rules changed on disk</source>
        <translation>Règles maison modifiées sur le disque</translation>
    </message>
    <message>
        <source>%1 was changed by another program since you opened it. Save your version over it?</source>
        <translation>%1 a été modifié par un autre programme depuis que vous l&apos;avez ouvert. Enregistrer votre version par-dessus&#x202f;?</translation>
    </message>
    <message>
        <source>Unsaved house rules</source>
        <translation>Règles maison non enregistrées</translation>
    </message>
    <message>
        <source>Save your changes to the house rules?</source>
        <translation>Enregistrer vos modifications des règles maison&#x202f;?</translation>
    </message>
    <message numerus="yes">
        <source>%n house rule(s)</source>
        <translation>
            <numerusform>%n règle maison</numerusform>
            <numerusform>%n règles maison</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesLink</name>
    <message>
        <source>the series&apos; house rules cannot be read</source>
        <translation>les règles maison de la série sont illisibles</translation>
    </message>
    <message numerus="yes">
        <source>%n of the series</source>
        <translation>
            <numerusform>%n de la série</numerusform>
            <numerusform>%n de la série</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules (%1 + %2)</source>
        <extracomment>The book&apos;s count of house rules, then the series&apos; (&quot;2 of the series&quot;), each a link.</extracomment>
        <translation>Règles maison (%1 + %2)</translation>
    </message>
    <message>
        <source>The series&apos; house rules, sent with every book of it:</source>
        <translation>Les règles maison de la série, envoyées avec chacun de ses livres&#xa0;:</translation>
    </message>
    <message>
        <source>House rules cannot be read</source>
        <translation>Règles maison illisibles</translation>
    </message>
    <message>
        <source>No house rules yet</source>
        <translation>Pas encore de règles maison</translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s), too long to send in full</source>
        <translation>
            <numerusform>%n règle maison appliquée (trop longue&#xa0;: envoyée en partie)</numerusform>
            <numerusform>%n règles maison appliquées (trop longues&#xa0;: envoyées en partie)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s)</source>
        <translation>
            <numerusform>%n règle maison appliquée</numerusform>
            <numerusform>%n règles maison appliquées</numerusform>
        </translation>
    </message>
    <message>
        <source>house-rules.md in the project folder cannot be read: %1</source>
        <translation>Impossible de lire house-rules.md dans le dossier du projet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, such as “British spelling” or “Part One is final”. Click to write them.</source>
        <translation>Les règles que l&apos;assistant respecte dans ce projet, comme «&#xa0;orthographe rectifiée&#xa0;» ou «&#xa0;la première partie est définitive&#xa0;». Cliquez pour les écrire.</translation>
    </message>
    <message>
        <source>Sent with every request; the reviewer checks each change against them.</source>
        <translation>Envoyées avec chaque requête&#x202f;; le relecteur vérifie chaque modification au regard de ces règles.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Make characters, places, items and factions from the notes that describe them</source>
        <translation>Créer des fiches de personnages, lieux, objets et factions à partir des notes qui les décrivent</translation>
    </message>
    <message>
        <source>Join the lines of hard-wrapped paragraphs</source>
        <translation>Recoller les lignes des paragraphes coupés à largeur fixe</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Becomes</source>
        <translation>Devient</translation>
    </message>
    <message>
        <source>Because of</source>
        <translation>Reconnu par</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Import from</source>
        <translation>Importer depuis</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>An Obsidian vault</source>
        <translation>Un coffre Obsidian</translation>
    </message>
    <message>
        <source>A novelWriter project</source>
        <translation>Un projet novelWriter</translation>
    </message>
    <message>
        <source>A Scrivener project</source>
        <translation>Un projet Scrivener</translation>
    </message>
    <message>
        <source>A folder of Markdown or text files</source>
        <translation>Un dossier de fichiers Markdown ou texte</translation>
    </message>
    <message>
        <source>Reading “{name}”…</source>
        <translation>Lecture de «&#xa0;{name}&#xa0;»…</translation>
    </message>
    <message numerus="yes">
        <source>Join the lines of hard-wrapped paragraphs (%n files look hard-wrapped)</source>
        <translation>
            <numerusform>Recoller les lignes des paragraphes coupés à largeur fixe (%n fichier semble l&apos;être)</numerusform>
            <numerusform>Recoller les lignes des paragraphes coupés à largeur fixe (%n fichiers semblent l&apos;être)</numerusform>
        </translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>its type or kind</source>
        <translation>son type ou sa catégorie</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>une étiquette</translation>
    </message>
    <message>
        <source>its folder&apos;s name</source>
        <translation>le nom de son dossier</translation>
    </message>
    <message numerus="yes">
        <source>%n documents to import</source>
        <translation>
            <numerusform>%n document à importer</numerusform>
            <numerusform>%n documents à importer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities to make</source>
        <translation>
            <numerusform>%n fiche à créer</numerusform>
            <numerusform>%n fiches à créer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other files copied into the project</source>
        <translation>
            <numerusform>%n autre fichier copié dans le projet</numerusform>
            <numerusform>%n autres fichiers copiés dans le projet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out (listed after the import)</source>
        <translation>
            <numerusform>%n laissé de côté (listé après l&apos;importation)</numerusform>
            <numerusform>%n laissés de côté (listés après l&apos;importation)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose where the new project goes.</source>
        <translation>Choisissez où enregistrer le nouveau projet.</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>The import was stopped. Nothing was written.</source>
        <translation>L&apos;importation a été arrêtée. Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>Importation impossible&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import Report</source>
        <translation>Rapport d&apos;importation</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Links pointing outside the folder (not followed)</source>
        <translation>Liens pointant hors du dossier (non suivis)</translation>
    </message>
    <message>
        <source>Links to folders (not followed)</source>
        <translation>Liens vers des dossiers (non suivis)</translation>
    </message>
    <message>
        <source>Special files (fifos, sockets, devices)</source>
        <translation>Fichiers spéciaux (FIFO, sockets, périphériques)</translation>
    </message>
    <message>
        <source>Hidden files and folders</source>
        <translation>Fichiers et dossiers masqués</translation>
    </message>
    <message>
        <source>Settings of the app the project came from</source>
        <translation>Paramètres de l&apos;application d&apos;origine du projet</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Fichiers illisibles</translation>
    </message>
    <message>
        <source>Files too large to bring in</source>
        <translation>Fichiers trop volumineux pour être importés</translation>
    </message>
    <message>
        <source>Files that are not text</source>
        <translation>Fichiers qui ne sont pas du texte</translation>
    </message>
    <message>
        <source>Files that are not part of the project</source>
        <translation>Fichiers qui ne font pas partie du projet</translation>
    </message>
    <message numerus="yes">
        <source>%n documents imported</source>
        <translation>
            <numerusform>%n document importé</numerusform>
            <numerusform>%n documents importés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln mot</numerusform>
            <numerusform>%Ln mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities made</source>
        <translation>
            <numerusform>%n fiche créée</numerusform>
            <numerusform>%n fiches créées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields kept with documents and entities</source>
        <translation>
            <numerusform>%n champ conservé avec les documents et les fiches</numerusform>
            <numerusform>%n champs conservés avec les documents et les fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files copied into the project&apos;s attachments</source>
        <translation>
            <numerusform>%n fichier copié dans les pièces jointes du projet</numerusform>
            <numerusform>%n fichiers copiés dans les pièces jointes du projet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links pointed at what they name</source>
        <translation>
            <numerusform>%n lien relié à sa cible</numerusform>
            <numerusform>%n liens reliés à leur cible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents put in the trash, from the source&apos;s own trash</source>
        <translation>
            <numerusform>%n document mis à la corbeille, depuis la corbeille de la source</numerusform>
            <numerusform>%n documents mis à la corbeille, depuis la corbeille de la source</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hard-wrapped lines joined</source>
        <translation>
            <numerusform>%n ligne coupée recollée</numerusform>
            <numerusform>%n lignes coupées recollées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files or folders left out, listed below</source>
        <translation>
            <numerusform>%n fichier ou dossier laissé de côté, listé ci-dessous</numerusform>
            <numerusform>%n fichiers ou dossiers laissés de côté, listés ci-dessous</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was left out.</source>
        <translation>Rien n&apos;a été laissé de côté.</translation>
    </message>
    <message numerus="yes">
        <source>Left out (%n)</source>
        <translation>
            <numerusform>Laissés de côté (%n)</numerusform>
            <numerusform>Laissés de côté (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought in, with something to check (%n)</source>
        <translation>
            <numerusform>Importés, avec un point à vérifier (%n)</numerusform>
            <numerusform>Importés, avec un point à vérifier (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to notes the source does not have (%n)</source>
        <translation>
            <numerusform>Liens vers des notes absentes de la source (%n)</numerusform>
            <numerusform>Liens vers des notes absentes de la source (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard-wrapped files, kept as they were (%n)</source>
        <translation>
            <numerusform>Fichiers coupés à largeur fixe, gardés tels quels (%n)</numerusform>
            <numerusform>Fichiers coupés à largeur fixe, gardés tels quels (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied into attachments (%n)</source>
        <translation>
            <numerusform>Copiés dans les pièces jointes (%n)</numerusform>
            <numerusform>Copiés dans les pièces jointes (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Open a document to see its synopsis, status and tags here.</source>
        <translation>Ouvrez un document pour voir ici son résumé, son statut et ses étiquettes.</translation>
    </message>
</context>
<context>
    <name>KeepingActions</name>
    <message>
        <source>&amp;Export Manuscript…</source>
        <translation>E&amp;xporter le manuscrit…</translation>
    </message>
    <message>
        <source>&amp;Back Up Now</source>
        <translation>&amp;Sauvegarder maintenant</translation>
    </message>
    <message>
        <source>Restore Backu&amp;p…</source>
        <translation>Res&amp;taurer une sauvegarde…</translation>
    </message>
    <message>
        <source>Bac&amp;kup Settings…</source>
        <translation>Paramètres de sauvegar&amp;de…</translation>
    </message>
    <message>
        <source>Take &amp;Snapshot</source>
        <translation>Prendre un &amp;instantané</translation>
    </message>
    <message>
        <source>Take &amp;Named Snapshot…</source>
        <translation>Prendre un instantané &amp;nommé…</translation>
    </message>
    <message>
        <source>Snapshots (&amp;Compare and Restore)…</source>
        <translation>Instantanés (&amp;comparer et restaurer)…</translation>
    </message>
    <message>
        <source>Empty &amp;Trash…</source>
        <translation>&amp;Vider la corbeille…</translation>
    </message>
    <message>
        <source>Delete &amp;Permanently…</source>
        <translation>Supprimer &amp;définitivement…</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>Doc&amp;ument</translation>
    </message>
    <message numerus="yes">
        <source>Exported to “%1” (%Ln words)</source>
        <translation>
            <numerusform>Exporté vers «&#xa0;%1&#xa0;» (%Ln mot)</numerusform>
            <numerusform>Exporté vers «&#xa0;%1&#xa0;» (%Ln mots)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to take a snapshot of.</source>
        <translation>Choisissez un document dont prendre un instantané.</translation>
    </message>
    <message>
        <source>Could not take the snapshot</source>
        <translation>Impossible de prendre l&apos;instantané</translation>
    </message>
    <message>
        <source>Quire could not save the snapshot in the project&apos;s .quire folder. Check that the folder can be written to, then take the snapshot again.</source>
        <translation>Quire n&apos;a pas pu enregistrer l&apos;instantané dans le dossier .quire du projet. Vérifiez que ce dossier est accessible en écriture, puis reprenez l&apos;instantané.</translation>
    </message>
    <message>
        <source>Snapshot taken of “%1”</source>
        <translation>Instantané pris de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>Snapshots taken of %Ln documents</source>
        <translation>
            <numerusform>Instantané pris de %Ln document</numerusform>
            <numerusform>Instantanés pris de %Ln documents</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to see its snapshots.</source>
        <translation>Choisissez un document pour voir ses instantanés.</translation>
    </message>
    <message>
        <source>Could not make the backup</source>
        <translation>Impossible de faire la sauvegarde</translation>
    </message>
    <message>
        <source>Backed up to “%1”</source>
        <translation>Sauvegardé dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 (restored)</source>
        <translation>%1 (restauré)</translation>
    </message>
    <message>
        <source>Could not restore the backup</source>
        <translation>Impossible de restaurer la sauvegarde</translation>
    </message>
    <message>
        <source>Restored the backup as “%1”</source>
        <translation>Sauvegarde restaurée sous «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Could not save the backup settings</source>
        <translation>Impossible d&apos;enregistrer les paramètres de sauvegarde</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Impossible de supprimer</translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>La corbeille est vide.</translation>
    </message>
    <message>
        <source>Empty Trash</source>
        <translation>Vider la corbeille</translation>
    </message>
    <message>
        <source>Select something in the trash to delete it permanently.</source>
        <translation>Sélectionnez un élément de la corbeille pour le supprimer définitivement.</translation>
    </message>
    <message>
        <source>Delete “%1” permanently</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» définitivement</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln items permanently</source>
        <translation>
            <numerusform>Supprimer %Ln élément définitivement</numerusform>
            <numerusform>Supprimer %Ln éléments définitivement</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepingPrompts</name>
    <message>
        <source>Empty Trash</source>
        <translation>Vider la corbeille</translation>
    </message>
    <message>
        <source>Delete Permanently</source>
        <translation>Supprimer définitivement</translation>
    </message>
    <message>
        <source>Delete everything in the trash for good?</source>
        <translation>Supprimer définitivement tout le contenu de la corbeille&#x202f;?</translation>
    </message>
    <message>
        <source>Delete “%1” for good?</source>
        <translation>Supprimer «&#xa0;%1&#xa0;» définitivement&#x202f;?</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %Ln selected items for good?</source>
        <translation>
            <numerusform>Supprimer définitivement %Ln élément sélectionné&#x202f;?</numerusform>
            <numerusform>Supprimer définitivement les %Ln éléments sélectionnés&#x202f;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Documents&#xa0;: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Mots&#xa0;: %1</translation>
    </message>
    <message>
        <source>Folders and entries: %1</source>
        <translation>Dossiers et fiches&#xa0;: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Edit ▸ Undo until you close the project. After that it is gone for good, with its snapshots, except in backups made before now.</source>
        <translation>Jusqu&apos;à la fermeture du projet, vous pouvez encore revenir en arrière avec Édition ▸ Annuler. Ensuite, tout disparaît définitivement, avec les instantanés, sauf dans les sauvegardes faites avant ce moment.</translation>
    </message>
    <message>
        <source>Take Named Snapshot</source>
        <translation>Prendre un instantané nommé</translation>
    </message>
    <message>
        <source>A name for the snapshot of “%1”:</source>
        <translation>Un nom pour l&apos;instantané de «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>Restore Backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Quire backups (*.zip)</source>
        <translation>Sauvegardes Quire (*.zip)</translation>
    </message>
    <message>
        <source>Restore the Backup As</source>
        <translation>Restaurer la sauvegarde sous</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Lieux</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Factions</translation>
    </message>
    <message>
        <source>Other entities</source>
        <translation>Autres fiches</translation>
    </message>
    <message>
        <source>Make “%1” a character</source>
        <translation>Faire de «&#xa0;%1&#xa0;» un personnage</translation>
    </message>
    <message>
        <source>Make “%1” a place</source>
        <translation>Faire de «&#xa0;%1&#xa0;» un lieu</translation>
    </message>
    <message>
        <source>Make “%1” an item</source>
        <translation>Faire de «&#xa0;%1&#xa0;» un objet</translation>
    </message>
    <message>
        <source>Make “%1” a faction</source>
        <translation>Faire de «&#xa0;%1&#xa0;» une faction</translation>
    </message>
    <message>
        <source>Make “%1” another kind of entity</source>
        <translation>Faire de «&#xa0;%1&#xa0;» une fiche d&apos;un autre type</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Chapitre</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>Scène</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
</context>
<context>
    <name>LinkNavigator</name>
    <message>
        <source>Ctrl+click to open</source>
        <translation>Ctrl+clic pour ouvrir</translation>
    </message>
</context>
<context>
    <name>LiveTurn</name>
    <message numerus="yes">
        <source>The assistant is repeating the same step (%Ln times); it was told.</source>
        <translation>
            <numerusform>L&apos;assistant répète la même étape (%Ln fois)&#x202f;; il en a été averti.</numerusform>
            <numerusform>L&apos;assistant répète la même étape (%Ln fois)&#x202f;; il en a été averti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalOnlyBadge</name>
    <message>
        <source>Local only</source>
        <translation>Local uniquement</translation>
    </message>
    <message>
        <source>Local only is on: the assistant talks only to a model server on this computer, and nothing is sent anywhere else.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>«&#xa0;Local uniquement&#xa0;» est activé&#xa0;: l&apos;assistant ne s&apos;adresse qu&apos;à un serveur de modèles sur cet ordinateur, et rien n&apos;est envoyé ailleurs.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quire</source>
        <translation>Quire</translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>Tout est enregistré</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historique des modifications</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Arborescence du projet</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>À l&apos;ouverture</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>Pick a document or an entity in the project tree to start writing.</source>
        <translation>Choisissez un document ou une fiche dans l&apos;arborescence du projet pour commencer à écrire.</translation>
    </message>
    <message>
        <source>No project is open. Open one, or make a new one, from the File menu.</source>
        <translation>Aucun projet n&apos;est ouvert. Ouvrez-en un ou créez-en un nouveau depuis le menu Fichier.</translation>
    </message>
    <message>
        <source>{title}[*] — Quire</source>
        <translation>{title}[*] — Quire</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln words</source>
        <translation>
            <numerusform>%1 sur %Ln mot</numerusform>
            <numerusform>%1 sur %Ln mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln mot</numerusform>
            <numerusform>%Ln mots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Project: %Ln words</source>
        <translation>
            <numerusform>Projet&#xa0;: %Ln mot</numerusform>
            <numerusform>Projet&#xa0;: %Ln mots</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>Quire Manual</source>
        <translation>Manuel de Quire</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Find in the manual</source>
        <translation>Rechercher dans le manuel</translation>
    </message>
    <message>
        <source>The manual is not included in this copy of Quire.</source>
        <translation>Le manuel n&apos;est pas inclus dans cette copie de Quire.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge the Two Versions</source>
        <translation>Fusionner les deux versions</translation>
    </message>
    <message>
        <source>Quire merged what was written on this computer and on the other one. Where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire a fusionné ce qui a été écrit sur cet ordinateur et sur l&apos;autre. Là où les deux ont modifié le même endroit différemment, choisissez ce qui reste, ou écrivez-le vous-même.</translation>
    </message>
    <message>
        <source>What the merge took from each computer</source>
        <translation>Ce que la fusion a repris de chaque ordinateur</translation>
    </message>
    <message>
        <source>Places changed on both computers</source>
        <translation>Endroits modifiés sur les deux ordinateurs</translation>
    </message>
    <message>
        <source>&amp;Previous Conflict</source>
        <translation>Conflit &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Next Conflict</source>
        <translation>Conflit &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;Accept Merge</source>
        <translation>&amp;Accepter la fusion</translation>
    </message>
    <message>
        <source>Accept Merge</source>
        <translation>Accepter la fusion</translation>
    </message>
    <message>
        <source>Where a text was changed on both computers, both versions stay, this computer’s paragraphs first. A title, a name or a field keeps both. Where only one can stand (where a chapter stands, its status or its kind), this computer’s stays.</source>
        <translation>Là où un texte a été modifié sur les deux ordinateurs, les deux versions restent, les paragraphes de cet ordinateur d&apos;abord. Un titre, un nom ou un champ garde les deux. Là où une seule peut tenir (l&apos;emplacement d&apos;un chapitre, son statut ou son type), celle de cet ordinateur reste.</translation>
    </message>
    <message>
        <source>Keep Both and &amp;Accept</source>
        <translation>Garder les deux et &amp;accepter</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Revenir</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>From this computer: %1</source>
        <translation>De cet ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>From the other computer: %1</source>
        <translation>De l&apos;autre ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing came from either computer on its own.</source>
        <translation>Rien n&apos;est venu d&apos;un seul des deux ordinateurs.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln paragraphs)</source>
        <translation>
            <numerusform>%1 (%Ln paragraphe)</numerusform>
            <numerusform>%1 (%Ln paragraphes)</numerusform>
        </translation>
    </message>
    <message>
        <source>the project’s settings</source>
        <translation>les paramètres du projet</translation>
    </message>
    <message>
        <source>the project’s %1</source>
        <translation>projet&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>synopsis</source>
        <translation>résumé</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>status</source>
        <translation>statut</translation>
    </message>
    <message>
        <source>target</source>
        <translation>objectif de mots</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>étiquettes</translation>
    </message>
    <message>
        <source>other names</source>
        <translation>autres noms</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>déplacé</translation>
    </message>
    <message>
        <source>order</source>
        <translation>ordre</translation>
    </message>
    <message>
        <source>moved to the trash</source>
        <translation>mis à la corbeille</translation>
    </message>
    <message>
        <source>taken out of the trash</source>
        <translation>sorti de la corbeille</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>supprimé</translation>
    </message>
    <message>
        <source>author</source>
        <translation>auteur</translation>
    </message>
    <message>
        <source>language</source>
        <translation>langue</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>et %Ln autre</numerusform>
            <numerusform>et %Ln autres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: passage %2</source>
        <translation>%1&#xa0;: extrait %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1”, %2: passage %3 of %4</source>
        <translation>«&#xa0;%1&#xa0;», %2&#xa0;: extrait %3 sur %4</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>The project</source>
        <translation>Le projet</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(sans titre)</translation>
    </message>
    <message>
        <source>the field “%1”</source>
        <translation>le champ «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>le texte</translation>
    </message>
    <message>
        <source>the notes</source>
        <translation>les notes</translation>
    </message>
    <message>
        <source>the synopsis</source>
        <translation>le résumé</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>le titre</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>le nom</translation>
    </message>
    <message>
        <source>what kind it is</source>
        <translation>son type</translation>
    </message>
    <message>
        <source>the status</source>
        <translation>le statut</translation>
    </message>
    <message>
        <source>the word target</source>
        <translation>l&apos;objectif de mots</translation>
    </message>
    <message>
        <source>where it stands</source>
        <translation>son emplacement</translation>
    </message>
    <message>
        <source>kept or in the trash</source>
        <translation>gardé ou à la corbeille</translation>
    </message>
    <message>
        <source>the details</source>
        <translation>les détails</translation>
    </message>
    <message>
        <source>At the top level</source>
        <translation>Au premier niveau</translation>
    </message>
    <message>
        <source>In the trash</source>
        <translation>Dans la corbeille</translation>
    </message>
    <message>
        <source>In “%1”</source>
        <translation>Dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Moved to the trash</source>
        <translation>Mis à la corbeille</translation>
    </message>
    <message>
        <source>Deleted for good</source>
        <translation>Supprimé définitivement</translation>
    </message>
    <message>
        <source>Changed, and kept</source>
        <translation>Modifié, et gardé</translation>
    </message>
    <message>
        <source>Where it was</source>
        <translation>Là où il était</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, this computer’s first.</source>
        <translation>Pas encore décidé&#xa0;: les deux restent, celle de cet ordinateur d&apos;abord.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s name stays, and the other becomes another name for it.</source>
        <translation>Pas encore décidé&#xa0;: le nom de cet ordinateur reste, et l&apos;autre devient un autre nom.</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, joined.</source>
        <translation>Pas encore décidé&#xa0;: les deux restent, réunies.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s stays.</source>
        <translation>Pas encore décidé&#xa0;: la version de cet ordinateur reste.</translation>
    </message>
    <message>
        <source>This computer’s version stays.</source>
        <translation>La version de cet ordinateur reste.</translation>
    </message>
    <message>
        <source>The other computer’s version stays.</source>
        <translation>La version de l&apos;autre ordinateur reste.</translation>
    </message>
    <message>
        <source>Both stay, this computer’s first.</source>
        <translation>Les deux restent, celle de cet ordinateur d&apos;abord.</translation>
    </message>
    <message>
        <source>This computer’s name stays, and the other becomes another name for it.</source>
        <translation>Le nom de cet ordinateur reste, et l&apos;autre devient un autre nom.</translation>
    </message>
    <message>
        <source>Both stay, joined.</source>
        <translation>Les deux restent, réunies.</translation>
    </message>
    <message>
        <source>What you wrote stays.</source>
        <translation>Ce que vous avez écrit reste.</translation>
    </message>
    <message>
        <source>This computer’s paragraphs, then the other’s.</source>
        <translation>Les paragraphes de cet ordinateur, puis ceux de l&apos;autre.</translation>
    </message>
    <message>
        <source>This computer’s name, and the other’s as another name for it.</source>
        <translation>Le nom de cet ordinateur, et celui de l&apos;autre comme autre nom.</translation>
    </message>
    <message>
        <source>Both, joined: this computer’s first.</source>
        <translation>Les deux, réunies&#xa0;: celle de cet ordinateur d&apos;abord.</translation>
    </message>
    <message>
        <source>the project’s tree</source>
        <translation>l&apos;arborescence du projet</translation>
    </message>
    <message>
        <source>git left two versions of “%1” in its file, between conflict markers. Quire merged them: where the two differ, choose what stays, or write it yourself.</source>
        <translation>git a laissé deux versions de «&#xa0;%1&#xa0;» dans son fichier, entre des marques de conflit. Quire les a fusionnées&#xa0;: là où les deux diffèrent, choisissez ce qui reste, ou écrivez-le vous-même.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2” (%3), written on another computer.</source>
        <translation>%1 a gardé une copie en conflit de «&#xa0;%2&#xa0;» (%3), écrite sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2”, written on another computer.</source>
        <translation>%1 a gardé une copie en conflit de «&#xa0;%2&#xa0;», écrite sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>Quire merged it with the version open here: where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire l&apos;a fusionnée avec la version ouverte ici&#xa0;: là où les deux ont modifié le même endroit différemment, choisissez ce qui reste, ou écrivez-le vous-même.</translation>
    </message>
    <message>
        <source>No version both computers saw is known, so wherever the two differ, you decide.</source>
        <translation>Aucune version vue par les deux ordinateurs n&apos;est connue&#xa0;: partout où les deux diffèrent, c&apos;est vous qui décidez.</translation>
    </message>
    <message>
        <source>“%1” could not be read as the file it is a copy of; it stays as it is.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas pu être lu comme le fichier dont il est la copie&#x202f;; il reste tel quel.</translation>
    </message>
    <message>
        <source>Nothing to decide: the two versions merge by themselves.</source>
        <translation>Rien à décider&#xa0;: les deux versions fusionnent d&apos;elles-mêmes.</translation>
    </message>
    <message>
        <source>The conflict is decided.</source>
        <translation>Le conflit est réglé.</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln conflicts decided.</source>
        <translation>
            <numerusform>%Ln conflit réglé.</numerusform>
            <numerusform>Les %Ln conflits sont réglés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln conflicts left</source>
        <translation>
            <numerusform>Conflits à régler&#xa0;: %1 sur %Ln</numerusform>
            <numerusform>Conflits à régler&#xa0;: %1 sur %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conflicts are not decided.</source>
        <translation>
            <numerusform>%Ln conflit n&apos;est pas réglé.</numerusform>
            <numerusform>%Ln conflits ne sont pas réglés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MissingQuotesNotice</name>
    <message>
        <source>Ask it to check</source>
        <translation>Lui demander de vérifier</translation>
    </message>
    <message>
        <source>Ask the assistant to look these quotations up and correct its answer</source>
        <translation>Demander à l&apos;assistant de rechercher ces citations et de corriger sa réponse</translation>
    </message>
    <message numerus="yes">
        <source>%n quotation(s) in this answer are not in your project as given.</source>
        <translation>
            <numerusform>%n citation de cette réponse ne figure pas telle quelle dans votre projet.</numerusform>
            <numerusform>%n citations de cette réponse ne figurent pas telles quelles dans votre projet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewProjectDialog</name>
    <message>
        <source>New Project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>My Novel</source>
        <translation>Mon roman</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Your name, as it goes on the title page</source>
        <translation>Votre nom, tel qu&apos;il figurera sur la page de titre</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Auteur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Emplacement&#xa0;:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Give the project a title.</source>
        <translation>Donnez un titre au projet.</translation>
    </message>
    <message>
        <source>The location “%1” is not a folder.</source>
        <translation>L&apos;emplacement «&#xa0;%1&#xa0;» n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>“%1” already exists. Choose another title or location.</source>
        <translation>«&#xa0;%1&#xa0;» existe déjà. Choisissez un autre titre ou un autre emplacement.</translation>
    </message>
    <message>
        <source>Quire makes the folder “%1” for it.</source>
        <translation>Quire crée pour lui le dossier «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Where to Put the Project</source>
        <translation>Où placer le projet</translation>
    </message>
</context>
<context>
    <name>NoProjectPage</name>
    <message>
        <source>No project is open</source>
        <translation>Aucun projet n&apos;est ouvert</translation>
    </message>
    <message>
        <source>Open a project, or start a new one, to ask the assistant about it.</source>
        <translation>Ouvrez un projet, ou commencez-en un nouveau, pour interroger l&apos;assistant à son sujet.</translation>
    </message>
    <message>
        <source>New Project…</source>
        <translation>Nouveau projet…</translation>
    </message>
    <message>
        <source>Open Project…</source>
        <translation>Ouvrir un projet…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Projets récents</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>{target} ({percent} %)</source>
        <translation>{target} ({percent} %)</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renommer «&#xa0;{old}&#xa0;» en «&#xa0;{new}&#xa0;»</translation>
    </message>
    <message>
        <source>Edit “{title}”: {what}</source>
        <translation>Modifier «&#xa0;{title}&#xa0;»&#xa0;: {what}</translation>
    </message>
</context>
<context>
    <name>Outliner</name>
    <message>
        <source>Outline</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Show status</source>
        <translation>Afficher le statut</translation>
    </message>
    <message>
        <source>Show tag</source>
        <translation>Afficher l&apos;étiquette</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Statut&#xa0;:</translation>
    </message>
    <message>
        <source>Tag:</source>
        <translation>Étiquette&#xa0;:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words shown</source>
        <translation>
            <numerusform>%Ln mot affiché</numerusform>
            <numerusform>%Ln mots affichés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanelHeader</name>
    <message>
        <source>Ask</source>
        <translation>Demander</translation>
    </message>
    <message>
        <source>Ask mode: the assistant reads, it never changes</source>
        <translation>Mode question&#xa0;: l&apos;assistant lit, il ne modifie jamais rien</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Agir</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project; every change can be undone</source>
        <translation>Mode action&#xa0;: l&apos;assistant peut modifier votre projet&#x202f;; chaque modification peut être annulée</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Forget this conversation and start afresh</source>
        <translation>Oublier cette conversation et repartir de zéro</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>Choose the model the assistant uses</source>
        <translation>Choisir le modèle utilisé par l&apos;assistant</translation>
    </message>
    <message>
        <source>Plan first</source>
        <translation>Plan d’action d’abord</translation>
    </message>
    <message>
        <source>In Act mode, the assistant proposes a plan and changes nothing until you approve it</source>
        <translation>En mode action, l’assistant propose un plan d’action et ne modifie rien avant que vous l’approuviez</translation>
    </message>
</context>
<context>
    <name>PanelSpecialists</name>
    <message>
        <source>The specialists&apos; files could not be written.</source>
        <translation>Les fichiers des spécialistes n&apos;ont pas pu être écrits.</translation>
    </message>
    <message>
        <source>Open a project to edit its specialists.</source>
        <translation>Ouvrez un projet pour modifier ses spécialistes.</translation>
    </message>
    <message>
        <source>%1 takes over…</source>
        <translation>%1 prend le relais…</translation>
    </message>
    <message>
        <source>Asking %1 instead…</source>
        <translation>Interrogation de %1 à la place…</translation>
    </message>
    <message>
        <source>Waiting for your word on the estimate…</source>
        <translation>En attente de votre décision sur l&apos;estimation…</translation>
    </message>
</context>
<context>
    <name>PartRow</name>
    <message>
        <source>Part %1 of %2</source>
        <translation>Partie %1 sur %2</translation>
    </message>
    <message>
        <source>Make this part of the change when you approve</source>
        <translation>Effectuer cette partie de la modification lorsque vous approuvez</translation>
    </message>
    <message>
        <source>The new text of part %1</source>
        <translation>Le nouveau texte de la partie %1</translation>
    </message>
    <message>
        <source>adds “%1”</source>
        <translation>ajoute «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>removes “%1”</source>
        <translation>supprime «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>“%1” becomes “%2”</source>
        <translation>«&#xa0;%1&#xa0;» devient «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>PartsEditor</name>
    <message>
        <source>Choose the parts to make, and write each as you want it:</source>
        <translation>Choisissez les parties à effectuer, et écrivez chacune comme vous la voulez&#xa0;:</translation>
    </message>
    <message>
        <source>Choose the parts to make:</source>
        <translation>Choisissez les parties à effectuer&#xa0;:</translation>
    </message>
    <message>
        <source>Write the text as you want it:</source>
        <translation>Écrivez le texte comme vous le voulez&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PlaceView</name>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>The other computer</source>
        <translation>L&apos;autre ordinateur</translation>
    </message>
    <message>
        <source>The version both started from</source>
        <translation>La version de départ commune</translation>
    </message>
    <message>
        <source>What &amp;stays (you can write it yourself):</source>
        <translation>Ce qui &amp;reste (vous pouvez l&apos;écrire vous-même)&#xa0;:</translation>
    </message>
    <message>
        <source>What stays</source>
        <translation>Ce qui reste</translation>
    </message>
    <message>
        <source>Keep &amp;This Computer’s</source>
        <translation>Garder celle de ce&amp;t ordinateur</translation>
    </message>
    <message>
        <source>Keep the &amp;Other Computer’s</source>
        <translation>Garder celle de l&apos;a&amp;utre ordinateur</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Garder les &amp;deux</translation>
    </message>
    <message>
        <source>Show the &amp;Version Both Started From</source>
        <translation>Afficher la &amp;version de départ</translation>
    </message>
    <message>
        <source>Hide the &amp;Version Both Started From</source>
        <translation>Masquer la &amp;version de départ</translation>
    </message>
</context>
<context>
    <name>PlanApprovalCard</name>
    <message>
        <source>The assistant proposes a plan</source>
        <translation>L’assistant propose un plan d’action</translation>
    </message>
    <message>
        <source>Nothing in your project changes until you approve it. Reword, remove or add steps first if you like; changes to documents the plan does not name will ask you.</source>
        <translation>Rien ne change dans votre projet avant que vous l’approuviez. Vous pouvez d’abord reformuler, retirer ou ajouter des étapes&#x202f;; une modification d’un document que le plan d’action ne nomme pas vous sera demandée.</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Ajouter une étape</translation>
    </message>
    <message>
        <source>Approve plan</source>
        <translation>Approuver le plan d’action</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>The assistant makes no change in this turn</source>
        <translation>L’assistant ne fait aucune modification dans cet échange</translation>
    </message>
    <message>
        <source>What the assistant should do, and in which document</source>
        <translation>Ce que l’assistant doit faire, et dans quel document</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Retirer cette étape</translation>
    </message>
    <message>
        <source>Plan approved, in your version.</source>
        <translation>Plan d’action approuvé, dans votre version.</translation>
    </message>
    <message>
        <source>Plan approved.</source>
        <translation>Plan d’action approuvé.</translation>
    </message>
    <message>
        <source>Plan refused: the assistant makes no change in this turn.</source>
        <translation>Plan d’action refusé&#xa0;: l’assistant ne fait aucune modification dans cet échange.</translation>
    </message>
    <message>
        <source>Plan not approved: you stopped the assistant.</source>
        <translation>Plan d’action non approuvé&#xa0;: vous avez arrêté l’assistant.</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <source>Carried over from an earlier question; the assistant goes on with it.</source>
        <translation>Repris d&apos;une question précédente&#x202f;; l&apos;assistant le poursuit.</translation>
    </message>
    <message>
        <source>Plan: %1 of %2 done</source>
        <translation>Plan d&apos;action&#xa0;: %1 sur %2 faits</translation>
    </message>
</context>
<context>
    <name>PrivateAction</name>
    <message>
        <source>Private</source>
        <translation>Privé</translation>
    </message>
    <message>
        <source>Mark “%1” private</source>
        <translation>Marquer «&#xa0;%1&#xa0;» comme privé</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>Ne plus marquer «&#xa0;%1&#xa0;» comme privé</translation>
    </message>
</context>
<context>
    <name>PrivateMark</name>
    <message>
        <source>Private: never sent to a cloud model</source>
        <translation>Privé&#xa0;: jamais envoyé à un modèle dans le cloud</translation>
    </message>
</context>
<context>
    <name>PrivateRow</name>
    <message>
        <source>Let a model on this computer read private material</source>
        <translation>Autoriser un modèle sur cet ordinateur à lire ce qui est privé</translation>
    </message>
    <message>
        <source>Notes, folders and entries you mark private are never sent to a model in the cloud. With this on, a model server on this computer (such as Ollama or LM Studio) may read them; if a fallback model is elsewhere, none may.</source>
        <translation>Les notes, dossiers et fiches que vous marquez comme privés ne sont jamais envoyés à un modèle dans le cloud. Avec ceci activé, un serveur de modèles sur cet ordinateur (comme Ollama ou LM Studio) peut les lire&#x202f;; si un modèle de secours est ailleurs, aucun ne le peut.</translation>
    </message>
</context>
<context>
    <name>PrivateSection</name>
    <message>
        <source>Private</source>
        <translation>Privé</translation>
    </message>
    <message>
        <source>Private because a folder around it is marked private</source>
        <translation>Privé, car un dossier qui le contient est marqué comme privé</translation>
    </message>
    <message>
        <source>Mark “%1” private</source>
        <translation>Marquer «&#xa0;%1&#xa0;» comme privé</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>Ne plus marquer «&#xa0;%1&#xa0;» comme privé</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>nested more than %n folders deep; the deeper parts were dropped</source>
        <translation>
            <numerusform>imbriqué sur plus de %n dossier de profondeur&#x202f;; les parties plus profondes ont été abandonnées</numerusform>
            <numerusform>imbriqué sur plus de %n dossiers de profondeur&#x202f;; les parties plus profondes ont été abandonnées</numerusform>
        </translation>
    </message>
    <message>
        <source>tree</source>
        <translation>arborescence</translation>
    </message>
    <message>
        <source>trash</source>
        <translation>corbeille</translation>
    </message>
    <message>
        <source>folder %1</source>
        <translation>dossier %1</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>une table de clés et de valeurs</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a link to something outside the project; not read (Quire does not follow it)</source>
        <translation>un lien vers un élément hors du projet&#x202f;; non lu (Quire ne le suit pas)</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>pas du texte UTF-8 (octet %1)</translation>
    </message>
    <message>
        <source>duplicate id %1 (also in %2); skipped</source>
        <translation>identifiant %1 en double (aussi dans %2)&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>not in the tree of %1; placed at the end of the top level</source>
        <translation>absent de l&apos;arborescence de %1&#x202f;; placé à la fin du premier niveau</translation>
    </message>
    <message>
        <source>no format version; read as format %1</source>
        <translation>aucune version de format&#x202f;; lu comme format %1</translation>
    </message>
    <message>
        <source>larger than %1 MB, the most a document or entity file may be; not read</source>
        <translation>plus de %1&#xa0;Mo, le maximum pour un fichier de document ou de fiche&#x202f;; non lu</translation>
    </message>
    <message>
        <source>a conflicted copy of %1 made by %2; not read as a document: Quire offers to merge it, and keeps it until the merge is accepted</source>
        <translation>une copie en conflit de %1 faite par %2&#x202f;; non lue comme document&#xa0;: Quire propose de la fusionner et la garde jusqu&apos;à ce que la fusion soit acceptée</translation>
    </message>
    <message>
        <source>holds git’s conflict markers; Quire offers to merge its two sides</source>
        <translation>contient des marqueurs de conflit de git&#x202f;; Quire propose d&apos;en fusionner les deux versions</translation>
    </message>
    <message>
        <source>left by an interrupted save of an earlier Quire, which it cannot vouch for; set aside: every file is read as it is and none is removed</source>
        <translation>laissé par un enregistrement interrompu d&apos;une version antérieure de Quire, dont celle-ci ne peut répondre&#x202f;; mis de côté&#xa0;: chaque fichier est lu tel quel et aucun n&apos;est supprimé</translation>
    </message>
    <message>
        <source>not a save journal (%1); set aside</source>
        <translation>pas un journal d&apos;enregistrement (%1)&#x202f;; mis de côté</translation>
    </message>
    <message>
        <source>left by an interrupted save, but %1 changed since: set aside, so every file is read as it is and none is removed</source>
        <translation>laissé par un enregistrement interrompu, mais %1 a changé depuis&#xa0;: mis de côté, donc chaque fichier est lu tel quel et aucun n&apos;est supprimé</translation>
    </message>
    <message>
        <source>left by an interrupted save, but the new content of %1 is gone: set aside, so every file is read as it is and none is removed</source>
        <translation>laissé par un enregistrement interrompu, mais le nouveau contenu de %1 a disparu&#xa0;: mis de côté, donc chaque fichier est lu tel quel et aucun n&apos;est supprimé</translation>
    </message>
    <message>
        <source>not valid JSON: %1 (line %2, column %3)</source>
        <translation>JSON non valide&#xa0;: %1 (ligne %2, colonne %3)</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>imbriqué trop profondément pour être lu</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>unknown keys ignored: %1</source>
        <translation>clés inconnues ignorées&#xa0;: %1</translation>
    </message>
    <message>
        <source>“%1” must be text; read as “%2”</source>
        <translation>«&#xa0;%1&#xa0;» doit être du texte&#x202f;; lu comme «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: children must be a list; read as empty</source>
        <translation>%1&#xa0;: le contenu doit être une liste&#x202f;; lu comme vide</translation>
    </message>
    <message>
        <source>%1: %2 is listed more than once; kept the first</source>
        <translation>%1&#xa0;: %2 figure plusieurs fois&#x202f;; la première occurrence est conservée</translation>
    </message>
    <message>
        <source>%1: an entry without an id was dropped</source>
        <translation>%1&#xa0;: une entrée sans identifiant a été abandonnée</translation>
    </message>
    <message>
        <source>%1: no document file has the id %2; dropped</source>
        <translation>%1&#xa0;: aucun fichier de document n&apos;a l&apos;identifiant %2&#x202f;; abandonné</translation>
    </message>
    <message>
        <source>%1: “%2” is neither a document nor a folder; dropped</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni un document ni un dossier&#x202f;; abandonné</translation>
    </message>
    <message>
        <source>%1: folder %2 has unknown kind %3</source>
        <translation>%1&#xa0;: le dossier %2 a un type inconnu, %3</translation>
    </message>
    <message>
        <source>%1: folder %2: “private” must be yes or no, not %3; read as private</source>
        <translation>%1&#xa0;: le dossier %2&#xa0;: «&#xa0;private&#xa0;» doit valoir oui ou non, pas %3&#x202f;; lu comme privé</translation>
    </message>
    <message>
        <source>trash must be a list; read as empty</source>
        <translation>la corbeille doit être une liste&#x202f;; lue comme vide</translation>
    </message>
    <message>
        <source>trash: %1 is listed more than once</source>
        <translation>corbeille&#xa0;: %1 figure plusieurs fois</translation>
    </message>
    <message>
        <source>trash: %1 has a parent that is not an id; ignored</source>
        <translation>corbeille&#xa0;: %1 a un parent qui n&apos;est pas un identifiant&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>trash: %1 has an index that is not a number; ignored</source>
        <translation>corbeille&#xa0;: %1 a une position qui n&apos;est pas un nombre&#x202f;; ignorée</translation>
    </message>
    <message>
        <source>trash: no entity file has the id %1; dropped</source>
        <translation>corbeille&#xa0;: aucun fichier de fiche n&apos;a l&apos;identifiant %1&#x202f;; abandonné</translation>
    </message>
    <message>
        <source>trash: folder %1 has no contents; dropped</source>
        <translation>corbeille&#xa0;: le dossier %1 n&apos;a pas de contenu&#x202f;; abandonné</translation>
    </message>
    <message>
        <source>the statuses must be a list; the usual ones are used</source>
        <translation>les statuts doivent être une liste&#x202f;; les statuts habituels sont utilisés</translation>
    </message>
    <message>
        <source>a status was dropped: %1</source>
        <translation>un statut a été abandonné&#xa0;: %1</translation>
    </message>
    <message>
        <source>the word targets must be an object; ignored</source>
        <translation>les objectifs de mots doivent être un objet&#x202f;; ignorés</translation>
    </message>
    <message>
        <source>word target “%1” ignored: %2</source>
        <translation>objectif de mots «&#xa0;%1&#xa0;» ignoré&#xa0;: %2</translation>
    </message>
    <message>
        <source>the word list must be a list of words; ignored</source>
        <translation>le dictionnaire du projet doit être une liste de mots&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>a word of the word list was dropped: %1</source>
        <translation>un mot du dictionnaire du projet a été abandonné&#xa0;: %1</translation>
    </message>
    <message>
        <source>what the project requires of the assistant (%1) cannot be %2; the strictest is required until it is set again</source>
        <translation>ce que le projet exige de l&apos;assistant (%1) ne peut pas être %2&#x202f;; le plus strict s&apos;applique jusqu&apos;à nouveau réglage</translation>
    </message>
    <message>
        <source>the writing log must be a list; ignored</source>
        <translation>le journal d&apos;écriture doit être une liste&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>writing log: not a [day, words] pair: %1; dropped</source>
        <translation>journal d&apos;écriture&#xa0;: pas une paire [jour, mots]&#xa0;: %1&#x202f;; abandonnée</translation>
    </message>
    <message>
        <source>writing log: not a day: %1; dropped</source>
        <translation>journal d&apos;écriture&#xa0;: pas un jour&#xa0;: %1&#x202f;; abandonné</translation>
    </message>
    <message>
        <source>writing log: the words of %1 must be a whole number; dropped</source>
        <translation>journal d&apos;écriture&#xa0;: les mots du %1 doivent être un nombre entier&#x202f;; abandonné</translation>
    </message>
    <message>
        <source>writing log: %1 is listed more than once; dropped</source>
        <translation>journal d&apos;écriture&#xa0;: %1 figure plusieurs fois&#x202f;; abandonné</translation>
    </message>
    <message>
        <source>a word target must be a whole number</source>
        <translation>un objectif de mots doit être un nombre entier</translation>
    </message>
    <message>
        <source>a word target must be between 0 and %1</source>
        <translation>un objectif de mots doit être compris entre 0 et %1</translation>
    </message>
    <message>
        <source>a project has at most %1 statuses</source>
        <translation>un projet a au plus %1 statuts</translation>
    </message>
    <message>
        <source>a status needs a name</source>
        <translation>un statut doit avoir un nom</translation>
    </message>
    <message>
        <source>a status name may not start or end with spaces: “%1”</source>
        <translation>un nom de statut ne peut ni commencer ni finir par des espaces&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a status colour must look like #rrggbb: %1</source>
        <translation>une couleur de statut doit avoir la forme #rrggbb&#xa0;: %1</translation>
    </message>
    <message>
        <source>two statuses are called “%1”</source>
        <translation>deux statuts s&apos;appellent «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>not a word for the word list: %1</source>
        <translation>pas un mot pour le dictionnaire du projet&#xa0;: %1</translation>
    </message>
    <message>
        <source>a word-list entry is one word: “%1”</source>
        <translation>une entrée du dictionnaire du projet est un seul mot&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no front matter: the file must start with a “---” line</source>
        <translation>pas d&apos;en-tête&#xa0;: le fichier doit commencer par une ligne «&#xa0;---&#xa0;»</translation>
    </message>
    <message>
        <source>front matter is not closed: no second “---” line</source>
        <translation>l&apos;en-tête n&apos;est pas fermé&#xa0;: pas de seconde ligne «&#xa0;---&#xa0;»</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1 (line %2)</source>
        <translation>l&apos;en-tête n&apos;est pas du YAML valide&#xa0;: %1 (ligne %2)</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1</source>
        <translation>l&apos;en-tête n&apos;est pas du YAML valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>front matter is nested too deeply</source>
        <translation>l&apos;en-tête est imbriqué trop profondément</translation>
    </message>
    <message>
        <source>front matter must be a list of “key: value” lines</source>
        <translation>l&apos;en-tête doit être une liste de lignes «&#xa0;clé&#xa0;: valeur&#xa0;»</translation>
    </message>
    <message>
        <source>front matter is too large to read</source>
        <translation>l&apos;en-tête est trop volumineux pour être lu</translation>
    </message>
    <message>
        <source>“private” must be yes or no, not %1; read as private</source>
        <translation>«&#xa0;private&#xa0;» doit valoir oui ou non, pas %1&#x202f;; lu comme privé</translation>
    </message>
    <message>
        <source>“private_fields” must be a list of field names, not %1; the whole entry is read as private</source>
        <translation>«&#xa0;private_fields&#xa0;» doit être une liste de noms de champs, pas %1&#x202f;; toute la fiche est lue comme privée</translation>
    </message>
    <message>
        <source>front matter has no id</source>
        <translation>l&apos;en-tête n&apos;a pas d&apos;identifiant</translation>
    </message>
    <message>
        <source>the id must be text, not %1</source>
        <translation>l&apos;identifiant doit être du texte, pas %1</translation>
    </message>
    <message>
        <source>the id “%1” is not a document id (they look like %2…)</source>
        <translation>l&apos;identifiant «&#xa0;%1&#xa0;» n&apos;est pas un identifiant de document (ils ressemblent à %2…)</translation>
    </message>
    <message>
        <source>the id “%1” is not an entity id (they look like %2…)</source>
        <translation>l&apos;identifiant «&#xa0;%1&#xa0;» n&apos;est pas un identifiant de fiche (ils ressemblent à %2…)</translation>
    </message>
    <message>
        <source>the id is nested too deeply</source>
        <translation>l&apos;identifiant est imbriqué trop profondément</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply; ignored</source>
        <translation>«&#xa0;%1&#xa0;» est imbriqué trop profondément&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>no “%1”; read as “%2”</source>
        <translation>pas de «&#xa0;%1&#xa0;»&#x202f;; lu comme «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>“%1” must be text, not %2; ignored</source>
        <translation>«&#xa0;%1&#xa0;» doit être du texte, pas %2&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from 0 to %2; ignored</source>
        <translation>«&#xa0;%1&#xa0;» doit être un nombre entier de 0 à %2&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>unknown kind %1 (one of %2); read as %3</source>
        <translation>type inconnu %1 (parmi %2)&#x202f;; lu comme %3</translation>
    </message>
    <message>
        <source>“%1” must be a list of text; ignored</source>
        <translation>«&#xa0;%1&#xa0;» doit être une liste de textes&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>“%1”: the value of %2 must be text; ignored</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la valeur de %2 doit être du texte&#x202f;; ignorée</translation>
    </message>
    <message>
        <source>“%1” must be a mapping of names to text; ignored</source>
        <translation>«&#xa0;%1&#xa0;» doit associer des textes à des noms&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>not document fields, ignored: %1</source>
        <translation>pas des champs de document, ignorés&#xa0;: %1</translation>
    </message>
    <message>
        <source>not entity fields, ignored: %1</source>
        <translation>pas des champs de fiche, ignorés&#xa0;: %1</translation>
    </message>
    <message>
        <source>the series folder %1 is not there; the book opens without the series’ entities</source>
        <translation>le dossier de la série %1 est absent&#x202f;; le livre s&apos;ouvre sans les fiches de la série</translation>
    </message>
    <message>
        <source>the series at %1 cannot be read (%2); the book opens without the series’ entities</source>
        <translation>la série %1 ne peut pas être lue (%2)&#x202f;; le livre s&apos;ouvre sans les fiches de la série</translation>
    </message>
    <message>
        <source>“changes” must be a list of changes; ignored</source>
        <translation>«&#xa0;changes&#xa0;» doit être une liste de changements&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>change %1 cannot be read (“%2” is wrong); ignored</source>
        <translation>le changement %1 ne peut pas être lu («&#xa0;%2&#xa0;» est erroné)&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>more than %1 changes; the rest ignored</source>
        <translation>plus de %1 changements&#x202f;; le reste est ignoré</translation>
    </message>
    <message>
        <source>“books” must be a list of books; ignored</source>
        <translation>«&#xa0;books&#xa0;» doit être une liste de livres&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>book %1 has no relative path to its folder; ignored</source>
        <translation>le livre %1 n&apos;a pas de chemin relatif vers son dossier&#x202f;; ignoré</translation>
    </message>
    <message>
        <source>“%1” holds %2 at character %3, which no file can store</source>
        <translation>«&#xa0;%1&#xa0;» contient %2 au caractère %3, qu&apos;aucun fichier ne peut stocker</translation>
    </message>
    <message>
        <source>holds %1 at character %2, which no file can store</source>
        <translation>contient %1 au caractère %2, qu&apos;aucun fichier ne peut stocker</translation>
    </message>
    <message>
        <source>the name “%1” holds %2 at character %3, which no file can store</source>
        <translation>le nom «&#xa0;%1&#xa0;» contient %2 au caractère %3, qu&apos;aucun fichier ne peut stocker</translation>
    </message>
    <message>
        <source>not readable as UTF-16 text (byte %1)</source>
        <translation>illisible comme texte UTF-16 (octet %1)</translation>
    </message>
    <message>
        <source>over %1 MB</source>
        <translation>plus de %1&#xa0;Mo</translation>
    </message>
    <message>
        <source>not in the binder</source>
        <translation>absent du classeur</translation>
    </message>
    <message>
        <source>not in the project&apos;s tree</source>
        <translation>absent de l&apos;arborescence du projet</translation>
    </message>
    <message>
        <source>not UTF-8 (byte %1); read as Windows-1252 (Western European) text</source>
        <translation>pas de l&apos;UTF-8 (octet %1)&#x202f;; lu comme du texte Windows-1252 (Europe de l&apos;Ouest)</translation>
    </message>
    <message>
        <source>no text file for “%1”</source>
        <translation>aucun fichier texte pour «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>folders nested more than %1 deep; the documents below “%2” are placed in it, in order</source>
        <translation>dossiers imbriqués sur plus de %1 niveaux&#x202f;; les documents situés sous «&#xa0;%2&#xa0;» y ont été placés, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>“%1” has the id “%2”, which names no file in the project</source>
        <translation>«&#xa0;%1&#xa0;» a l&apos;identifiant «&#xa0;%2&#xa0;», qui ne désigne aucun fichier du projet</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is too large to keep as a field</source>
        <translation>clé «&#xa0;%1&#xa0;» de l&apos;en-tête non conservée&#xa0;: la valeur est trop volumineuse pour un champ</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is nested too deeply to keep as a field</source>
        <translation>clé «&#xa0;%1&#xa0;» de l&apos;en-tête non conservée&#xa0;: la valeur est imbriquée trop profondément pour un champ</translation>
    </message>
    <message>
        <source>pandoc is not installed, so Quire cannot read RTF text</source>
        <translation>pandoc n&apos;est pas installé, Quire ne peut donc pas lire le texte RTF</translation>
    </message>
    <message>
        <source>pandoc took longer than %1 s</source>
        <translation>pandoc a mis plus de %1 s</translation>
    </message>
    <message>
        <source>pandoc could not run: %1</source>
        <translation>impossible d&apos;exécuter pandoc&#xa0;: %1</translation>
    </message>
    <message>
        <source>pandoc could not read the RTF: %1</source>
        <translation>pandoc n&apos;a pas pu lire le RTF&#xa0;: %1</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignoré</translation>
    </message>
    <message>
        <source>documents placed at the top level by file name</source>
        <translation>documents placés au premier niveau selon leur nom de fichier</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>mis de côté</translation>
    </message>
    <message>
        <source>replaced with U+FFFD</source>
        <translation>remplacé par U+FFFD</translation>
    </message>
    <message>
        <source>replaced with U+FFFD (and any other such character)</source>
        <translation>remplacé par U+FFFD (comme tout autre caractère de ce genre)</translation>
    </message>
    <message>
        <source>kept in the text</source>
        <translation>laissé dans le texte</translation>
    </message>
    <message>
        <source>read leniently</source>
        <translation>lu avec tolérance</translation>
    </message>
    <message>
        <source>imported empty</source>
        <translation>importé vide</translation>
    </message>
    <message>
        <source>%1; the files it was writing will be kept in %2</source>
        <translation>%1&#x202f;; les fichiers qu&apos;il écrivait seront conservés dans %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#x202f;; %2</translation>
    </message>
</context>
<context>
    <name>ProgressIndicator</name>
    <message>
        <source>Writing progress: click for targets and the last 30 days</source>
        <translation>Progression de l&apos;écriture&#xa0;: cliquez pour les objectifs et les 30 derniers jours</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session} of {target}</source>
        <translation>Aujourd&apos;hui&#xa0;: {today} · Séance&#xa0;: {session} sur {target}</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session}</source>
        <translation>Aujourd&apos;hui&#xa0;: {today} · Séance&#xa0;: {session}</translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message>
        <source>An automatic snapshot could not be saved: %1</source>
        <translation>Un instantané automatique n&apos;a pas pu être enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>The backup could not be made: %1</source>
        <translation>La sauvegarde n&apos;a pas pu être faite&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Could not open the project</source>
        <translation>Impossible d&apos;ouvrir le projet</translation>
    </message>
    <message>
        <source>“{path}” could not be opened as a Quire project.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;{path}&#xa0;» comme projet Quire.</translation>
    </message>
    <message>
        <source>Could not create the project</source>
        <translation>Impossible de créer le projet</translation>
    </message>
    <message>
        <source>“{path}” already exists. Choose a new name or an empty folder.</source>
        <translation>«&#xa0;{path}&#xa0;» existe déjà. Choisissez un nouveau nom ou un dossier vide.</translation>
    </message>
    <message>
        <source>Chapter 1</source>
        <translation>Chapitre 1</translation>
    </message>
    <message>
        <source>No conflicted copies to merge</source>
        <translation>Aucune copie en conflit à fusionner</translation>
    </message>
    <message>
        <source>{name} (Quire)</source>
        <translation>{name} (Quire)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents imported</source>
        <translation>
            <numerusform>%Ln document importé</numerusform>
            <numerusform>%Ln documents importés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln mot</numerusform>
            <numerusform>%Ln mots</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>The project could not be written.</source>
        <translation>Impossible d&apos;écrire le projet.</translation>
    </message>
    <message>
        <source>Could not reload the project</source>
        <translation>Impossible de recharger le projet</translation>
    </message>
    <message>
        <source>Reloaded from disk</source>
        <translation>Rechargé depuis le disque</translation>
    </message>
    <message>
        <source>Not saved: files changed on disk</source>
        <translation>Non enregistré&#xa0;: des fichiers ont changé sur le disque</translation>
    </message>
    <message>
        <source>Merged with the files on disk</source>
        <translation>Fusionné avec les fichiers sur le disque</translation>
    </message>
</context>
<context>
    <name>ProjectSearchPanel</name>
    <message>
        <source>Find in the project</source>
        <translation>Rechercher dans le projet</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Remplacer par</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Tout remplacer</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Mots entiers</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Expression régulière</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche en cours…</translation>
    </message>
    <message>
        <source>The regular expression is not valid (%1).</source>
        <translation>L&apos;expression régulière n&apos;est pas valide (%1).</translation>
    </message>
    <message>
        <source>The regular expression took too long to search the project. Try a simpler one: nested repeats such as (a+)+ never finish.</source>
        <translation>L&apos;expression régulière a mis trop de temps à parcourir le projet. Essayez-en une plus simple&#xa0;: les répétitions imbriquées comme (a+)+ ne se terminent jamais.</translation>
    </message>
    <message>
        <source>This search could not be done.</source>
        <translation>Cette recherche n&apos;a pas pu être effectuée.</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln occurrence</numerusform>
            <numerusform>%Ln occurrences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %Ln documents</source>
        <translation>
            <numerusform>dans %Ln document</numerusform>
            <numerusform>dans %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches in entities</source>
        <extracomment>Beside &quot;12 matches in 3 documents&quot;: the matches in entities&apos; names and fields.</extracomment>
        <translation>
            <numerusform>%Ln occurrence dans les fiches</numerusform>
            <numerusform>%Ln occurrences dans les fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln matches; the first ones are listed</source>
        <translation>
            <numerusform>Plus de %Ln occurrence&#x202f;; les premières sont listées</numerusform>
            <numerusform>Plus de %Ln occurrences&#x202f;; les premières sont listées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace “%1” with “%2” in %Ln documents</source>
        <translation>
            <numerusform>Remplacer «&#xa0;%1&#xa0;» par «&#xa0;%2&#xa0;» dans %Ln document</numerusform>
            <numerusform>Remplacer «&#xa0;%1&#xa0;» par «&#xa0;%2&#xa0;» dans %Ln documents</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was replaced: %1</source>
        <translation>Rien n&apos;a été remplacé&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>%Ln remplacement effectué</numerusform>
            <numerusform>%Ln remplacements effectués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace all %Ln matches of “%1” with “%2”?</source>
        <translation>
            <numerusform>Remplacer %Ln occurrence de «&#xa0;%1&#xa0;» par «&#xa0;%2&#xa0;»&#x202f;?</numerusform>
            <numerusform>Remplacer les %Ln occurrences de «&#xa0;%1&#xa0;» par «&#xa0;%2&#xa0;»&#x202f;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents will change. You can take this back with Edit ▸ Undo.</source>
        <translation>
            <numerusform>%Ln document sera modifié. Vous pouvez revenir en arrière avec Édition ▸ Annuler.</numerusform>
            <numerusform>%Ln documents seront modifiés. Vous pouvez revenir en arrière avec Édition ▸ Annuler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nom&#xa0;: %1</translation>
    </message>
    <message>
        <source>Aliases: %1</source>
        <translation>Alias&#xa0;: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Matches in entities&apos; names, fields and notes, and in the values a series entity&apos;s changes give. Replace All changes documents only.</source>
        <translation>Occurrences dans les noms, champs et notes des fiches, et dans les valeurs que donnent les changements d’une fiche de la série. «&#xa0;Tout remplacer&#xa0;» ne modifie que les documents.</translation>
    </message>
</context>
<context>
    <name>ProjectSettingsDialog</name>
    <message>
        <source>Project Settings</source>
        <translation>Paramètres du projet</translation>
    </message>
    <message>
        <source>Statuses</source>
        <translation>Statuts</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Couleur…</translation>
    </message>
    <message>
        <source>Project dictionary</source>
        <translation>Dictionnaire du projet</translation>
    </message>
    <message>
        <source>One word a line</source>
        <translation>Un mot par ligne</translation>
    </message>
    <message>
        <source>as each writer’s settings say</source>
        <translation>comme le disent les paramètres de chacun</translation>
    </message>
    <message>
        <source>deletions and large rewrites</source>
        <translation>pour les suppressions et les grandes réécritures</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>pour chaque modification</translation>
    </message>
    <message>
        <source>The re&amp;viewer always checks each change first</source>
        <translation>Le relecteur &amp;vérifie toujours chaque modification d&apos;abord</translation>
    </message>
    <message>
        <source>No one can ask for less in this project: not the assistant’s settings, a command line option or a specialist.</source>
        <translation>Personne ne peut en demander moins dans ce projet&#xa0;: ni les paramètres de l&apos;assistant, ni une option de la ligne de commande, ni un spécialiste.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>The language of the manuscript: for spelling and smart punctuation.</source>
        <translation>La langue du manuscrit&#xa0;: pour l&apos;orthographe et la ponctuation typographique.</translation>
    </message>
    <message>
        <source>&amp;Statuses (double-click to rename, drag to order):</source>
        <translation>&amp;Statuts (double-clic pour renommer, glisser pour ordonner)&#xa0;:</translation>
    </message>
    <message>
        <source>Project &amp;dictionary: words never marked as misspelt</source>
        <translation>&amp;Dictionnaire du projet&#xa0;: mots jamais signalés comme fautifs</translation>
    </message>
    <message>
        <source>The assistant’s changes as&amp;k at least:</source>
        <translation>Demander votre accord pour les modifications de l&apos;assistant, au &amp;moins&#xa0;:</translation>
    </message>
    <message>
        <source>English (US)</source>
        <translation>Anglais (États-Unis)</translation>
    </message>
    <message>
        <source>English (UK)</source>
        <translation>Anglais (Royaume-Uni)</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Norwegian Bokmål</source>
        <translation>Norvégien (bokmål)</translation>
    </message>
    <message>
        <source>new status</source>
        <translation>nouveau statut</translation>
    </message>
    <message>
        <source>new status {number}</source>
        <translation>nouveau statut {number}</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Every status needs a name.</source>
        <translation>Chaque statut doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two statuses are called “{name}”.</source>
        <translation>Deux statuts s&apos;appellent «&#xa0;{name}&#xa0;».</translation>
    </message>
    <message>
        <source>“{line}” is not one word: put one word on each line.</source>
        <translation>«&#xa0;{line}&#xa0;» n&apos;est pas un seul mot&#xa0;: mettez un mot par ligne.</translation>
    </message>
    <message>
        <source>Change project settings</source>
        <translation>Modifier les paramètres du projet</translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message>
        <source>Entities</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Corbeille</translation>
    </message>
    <message>
        <source>Trash ({count})</source>
        <translation>Corbeille ({count})</translation>
    </message>
    <message numerus="yes">
        <source>{kind} · %Ln words</source>
        <translation>
            <numerusform>{kind} · %Ln mot</numerusform>
            <numerusform>{kind} · %Ln mots</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renommer «&#xa0;{old}&#xa0;» en «&#xa0;{new}&#xa0;»</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>Restaurer «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>Déplacer «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message>
        <source>Move “{title}” to the trash</source>
        <translation>Mettre «&#xa0;{title}&#xa0;» à la corbeille</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln items to the trash</source>
        <translation>
            <numerusform>Mettre %Ln élément à la corbeille</numerusform>
            <numerusform>Mettre %Ln éléments à la corbeille</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Merge keeps both: what was changed on disk joins your version here, paragraph by paragraph, and nothing is lost.</source>
        <translation>Fusionner garde les deux&#xa0;: ce qui a été modifié sur le disque rejoint votre version ici, paragraphe par paragraphe, et rien n&apos;est perdu.</translation>
    </message>
    <message>
        <source>Project already open</source>
        <translation>Projet déjà ouvert</translation>
    </message>
    <message>
        <source>“{name}” is open in another Quire window.</source>
        <translation>«&#xa0;{name}&#xa0;» est ouvert dans une autre fenêtre de Quire.</translation>
    </message>
    <message>
        <source>A project can be open in only one window at a time, so that neither overwrites the other&apos;s work. Close it there, then open it here.</source>
        <translation>Un projet ne peut être ouvert que dans une seule fenêtre à la fois, afin qu&apos;aucune n&apos;écrase le travail de l&apos;autre. Fermez-le là-bas, puis ouvrez-le ici.</translation>
    </message>
    <message>
        <source>Project open on another computer</source>
        <translation>Projet ouvert sur un autre ordinateur</translation>
    </message>
    <message>
        <source>“{name}” is marked as open in Quire on another computer, {host}.</source>
        <translation>«&#xa0;{name}&#xa0;» est marqué comme ouvert dans Quire sur un autre ordinateur, {host}.</translation>
    </message>
    <message>
        <source>It may still be open there, or the folder was synced or copied from there while it was open. If Quire is not running there, open it here. If it is, close it there first: open on both computers, one would overwrite the other&apos;s work.</source>
        <translation>Il est peut-être encore ouvert là-bas, ou le dossier a été synchronisé ou copié depuis cet ordinateur pendant qu&apos;il était ouvert. Si Quire n&apos;y est pas lancé, ouvrez-le ici. S&apos;il l&apos;est, fermez-le d&apos;abord là-bas&#xa0;: ouvert sur les deux ordinateurs, l&apos;un écraserait le travail de l&apos;autre.</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>Ouvrir quand même</translation>
    </message>
    <message>
        <source>Files changed on disk</source>
        <translation>Fichiers modifiés sur le disque</translation>
    </message>
    <message>
        <source>Another program changed files of this project:</source>
        <translation>Un autre programme a modifié des fichiers de ce projet&#xa0;:</translation>
    </message>
    <message>
        <source>Reload to use the files on disk (your unsaved changes and the undo history are dropped), or keep your version and overwrite the files.</source>
        <translation>Rechargez pour utiliser les fichiers du disque (vos modifications non enregistrées et l&apos;historique des modifications sont perdus), ou gardez votre version et écrasez les fichiers.</translation>
    </message>
    <message>
        <source>Reload to use the files on disk, or keep your version and overwrite them.</source>
        <translation>Rechargez pour utiliser les fichiers du disque, ou gardez votre version et écrasez-les.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Fusionner</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Fusionner…</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>Recharger depuis le disque</translation>
    </message>
    <message>
        <source>Keep Mine (Overwrite)</source>
        <translation>Garder la mienne (écraser)</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Your changes could not be saved:
{reason}

Close without saving them?</source>
        <translation>Vos modifications n&apos;ont pas pu être enregistrées&#xa0;:
{reason}

Fermer sans les enregistrer&#x202f;?</translation>
    </message>
    <message>
        <source>Some files could not be read</source>
        <translation>Certains fichiers n&apos;ont pas pu être lus</translation>
    </message>
    <message>
        <source>What could be read is open. Nothing was changed on disk.</source>
        <translation>Ce qui a pu être lu est ouvert. Rien n&apos;a été modifié sur le disque.</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Ouvrir un projet</translation>
    </message>
    <message>
        <source>Import a Vault, a novelWriter or Scrivener Project, or a Folder</source>
        <translation>Importer un coffre, un projet novelWriter ou Scrivener, ou un dossier</translation>
    </message>
    <message>
        <source>Save the Imported Project As</source>
        <translation>Enregistrer le projet importé sous</translation>
    </message>
    <message>
        <source>About Quire</source>
        <translation>À propos de Quire</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Dossier de fichiers</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Augmenter</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Diminuer</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Détacher</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Détache et rattache le panneau</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Ferme le panneau</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Regarder dans&#xa0;:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dossier parent</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Créer un nouveau dossier</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Affichage en liste</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Affichage détaillé</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Choisir</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Dossiers</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nouveau dossier</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nouveau dossier</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Renommer</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Afficher les fichiers &amp;cachés</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Trouver un dossier</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Emplacements récents</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Voulez-vous vraiment supprimer «&#xa0;%1&#xa0;»&#x202f;?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Dossier introuvable.
Vérifiez que le nom du dossier est correct.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Date de modification</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Poste de travail</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Afficher les détails…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Masquer les détails…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copier l&apos;adresse du &amp;lien</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>The assistant asks you:</source>
        <translation>L&apos;assistant vous demande&#xa0;:</translation>
    </message>
    <message>
        <source>Answer with this</source>
        <translation>Choisir cette réponse</translation>
    </message>
    <message>
        <source>Or answer in your own words…</source>
        <translation>Ou répondez avec vos mots…</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
    <message>
        <source>You answered: %1</source>
        <translation>Votre réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not answered: you stopped the assistant.</source>
        <translation>Sans réponse&#xa0;: vous avez arrêté l&apos;assistant.</translation>
    </message>
    <message>
        <source>Nobody could be asked; the assistant assumed: %1</source>
        <translation>Personne n&apos;a pu être interrogé&#x202f;; hypothèse de l&apos;assistant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not asked: the assistant had asked enough; it assumed: %1</source>
        <translation>Non posée&#xa0;: l&apos;assistant avait posé assez de questions&#x202f;; son hypothèse&#xa0;: %1</translation>
    </message>
    <message>
        <source>The assistant asked:</source>
        <translation>L&apos;assistant a demandé&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Retimer</name>
    <message>
        <source>“%1” happens “%2”, counted from another scene.</source>
        <translation>«&#xa0;%1&#xa0;» se passe «&#xa0;%2&#xa0;», à compter d&apos;une autre scène.</translation>
    </message>
    <message>
        <source>Move a Scene Timed by Another</source>
        <translation>Déplacer une scène datée par rapport à une autre</translation>
    </message>
    <message>
        <source>Moving it gives it a date of its own, %1, and it no longer moves with the scene it counts from.</source>
        <translation>La déplacer lui donne sa propre date, %1, et elle ne suit plus la scène à partir de laquelle elle est comptée.</translation>
    </message>
    <message>
        <source>Give It That Date</source>
        <translation>Lui donner cette date</translation>
    </message>
    <message>
        <source>Set Time</source>
        <translation>Fixer le moment</translation>
    </message>
    <message>
        <source>When “%1” happens: a date, a date and time, or a relation such as “three days later” (empty: no time)</source>
        <translation>Quand se passe «&#xa0;%1&#xa0;»&#xa0;: une date, une date et une heure, ou une relation comme «&#xa0;trois jours plus tard&#xa0;» (vide&#xa0;: aucun moment)</translation>
    </message>
    <message>
        <source>Time of “%1”</source>
        <translation>Moment de «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>ReviewNote</name>
    <message>
        <source>(no reason given)</source>
        <translation>(sans raison)</translation>
    </message>
    <message>
        <source>The reviewer flagged this change: %1</source>
        <translation>Le relecteur a signalé cette modification&#xa0;: %1</translation>
    </message>
    <message>
        <source>The reviewer could not check this change, so it waits for you.</source>
        <translation>Le relecteur n&apos;a pas pu vérifier cette modification&#xa0;: elle attend donc votre décision.</translation>
    </message>
    <message>
        <source>The reviewer saw no problem: %1</source>
        <translation>Le relecteur ne voit aucun problème&#xa0;: %1</translation>
    </message>
    <message>
        <source>The reviewer saw no problem.</source>
        <translation>Le relecteur ne voit aucun problème.</translation>
    </message>
</context>
<context>
    <name>ReviewSettings</name>
    <message>
        <source>Check each change first</source>
        <translation>Vérifier chaque modification d&apos;abord</translation>
    </message>
    <message>
        <source>In act mode, a second, short call to the same provider checks each change against your house rules and your request. A change it flags waits for your approval, whatever is chosen above.</source>
        <translation>En mode action, un second appel, bref, au même fournisseur vérifie chaque modification au regard de vos règles maison et de votre demande. Une modification signalée attend votre accord, quel que soit le choix ci-dessus.</translation>
    </message>
    <message>
        <source>Reviewer model</source>
        <translation>Modèle du relecteur</translation>
    </message>
    <message>
        <source>Reviewer model: the same as above</source>
        <translation>Modèle du relecteur&#xa0;: le même que ci-dessus</translation>
    </message>
    <message>
        <source>A cheaper model of the same provider may review; empty uses the main one</source>
        <translation>Un modèle moins cher du même fournisseur peut relire&#x202f;; vide, c&apos;est le modèle principal</translation>
    </message>
</context>
<context>
    <name>RunDesk</name>
    <message>
        <source>This turn&apos;s changes are no longer in the undo history.</source>
        <translation>Les modifications de cet échange ne sont plus dans l&apos;historique des modifications.</translation>
    </message>
    <message>
        <source>This turn&apos;s changes are already undone.</source>
        <translation>Les modifications de cet échange sont déjà annulées.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; try again when it is done.</source>
        <translation>L&apos;assistant modifie en ce moment les mêmes éléments&#x202f;; réessayez quand il aura terminé.</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Retour sur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing to revert: this change is already undone.</source>
        <translation>Rien sur quoi revenir&#xa0;: cette modification est déjà annulée.</translation>
    </message>
    <message>
        <source>Cannot undo this turn: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>Impossible d&apos;annuler cet échange&#xa0;: ce qu&apos;il a modifié a été modifié de nouveau depuis. Annulez d&apos;abord les modifications ultérieures, ou corrigez à la main.</translation>
    </message>
    <message>
        <source>Cannot revert this change: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>Impossible de revenir sur cette modification&#xa0;: ce qu&apos;elle a modifié a été modifié de nouveau depuis. Annulez d&apos;abord les modifications ultérieures, ou corrigez à la main.</translation>
    </message>
    <message>
        <source>The assistant is changing this right now; you can edit it again when its turn ends.</source>
        <translation>L&apos;assistant est en train de modifier ceci&#x202f;; vous pourrez le modifier à nouveau à la fin de son échange.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; undo and redo of them wait until its turn ends.</source>
        <translation>L&apos;assistant modifie en ce moment les mêmes éléments&#x202f;; l&apos;annulation et le rétablissement attendront la fin de son échange.</translation>
    </message>
</context>
<context>
    <name>RunDetailsDialog</name>
    <message>
        <source>Run details</source>
        <translation>Détails de l&apos;exécution</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>No run history is kept for this turn.</source>
        <translation>Aucun historique d&apos;exécution n&apos;est conservé pour cet échange.</translation>
    </message>
    <message>
        <source>&amp;Leave out my text</source>
        <translation>&amp;Omettre mon texte</translation>
    </message>
    <message>
        <source>The project&apos;s text, your questions, the answers and the titles become placeholder text of the same length; which tools ran, in what order, decided how, stays.</source>
        <translation>Le texte du projet, vos questions, les réponses et les titres deviennent un texte de remplacement de même longueur&#x202f;; les outils utilisés, leur ordre et les décisions prises restent.</translation>
    </message>
    <message>
        <source>&amp;Save for a Bug Report…</source>
        <translation>&amp;Enregistrer pour un rapport de bogue…</translation>
    </message>
    <message>
        <source>Save for a Bug Report</source>
        <translation>Enregistrer pour un rapport de bogue</translation>
    </message>
    <message>
        <source>Run records (*.jsonl)</source>
        <translation>Enregistrements d&apos;exécution (*.jsonl)</translation>
    </message>
    <message>
        <source>It could not be saved: %1</source>
        <translation>Impossible de l&apos;enregistrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Saved to %1. Attach the file to your report: quire replay reads it.</source>
        <translation>Enregistré dans %1. Joignez le fichier à votre rapport&#xa0;: quire replay sait le lire.</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>résumé</translation>
    </message>
    <message>
        <source>Messages: %1</source>
        <translation>Messages&#xa0;: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>validée</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>signalée</translation>
    </message>
    <message>
        <source>could not check</source>
        <translation>vérification impossible</translation>
    </message>
</context>
<context>
    <name>RunHistoryWindow</name>
    <message>
        <source>Assistant History</source>
        <translation>Historique de l&apos;assistant</translation>
    </message>
    <message>
        <source>Every change the assistant made in act mode, here or from the command line, newest first. Undo takes a run back as a new step, which you can undo in turn.</source>
        <extracomment>Names the button “Undo” (RunHistoryWindow): quote it as the button reads.</extracomment>
        <translation>Toutes les modifications faites par l&apos;assistant en mode action, ici ou en ligne de commande, des plus récentes aux plus anciennes. «&#xa0;Annuler&#xa0;» revient sur une exécution par une nouvelle étape, que vous pouvez annuler à son tour.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Demande</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>No assistant runs yet: act-mode runs are kept here.</source>
        <translation>Aucune exécution de l&apos;assistant pour l&apos;instant&#xa0;: les exécutions en mode action sont conservées ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in the history could not be read; they were left as they are.</source>
        <translation>
            <numerusform>%n enregistrement de l&apos;historique n&apos;a pas pu être lu&#x202f;; il a été laissé tel quel.</numerusform>
            <numerusform>%n enregistrements de l&apos;historique n&apos;ont pas pu être lus&#x202f;; ils ont été laissés tels quels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take this run back as a new step</source>
        <translation>Revenir sur cette exécution par une nouvelle étape</translation>
    </message>
    <message>
        <source>the order of the top level</source>
        <translation>l&apos;ordre du niveau supérieur</translation>
    </message>
    <message>
        <source>the trash</source>
        <translation>la corbeille</translation>
    </message>
    <message>
        <source>the project&apos;s details</source>
        <translation>les détails du projet</translation>
    </message>
    <message>
        <source>the project&apos;s settings</source>
        <translation>les paramètres du projet</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Can be undone</source>
        <translation>Peut être annulée</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Changed since: %1</source>
        <translation>Modifié depuis&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot be undone: %1</source>
        <translation>Impossible d&apos;annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Changed nothing: no change it proposed was made</source>
        <translation>Rien n&apos;a changé&#xa0;: aucune modification proposée n&apos;a été effectuée</translation>
    </message>
    <message>
        <source>Cannot be undone exactly: its record does not match the project</source>
        <translation>Impossible d&apos;annuler exactement&#xa0;: son enregistrement ne correspond pas au projet</translation>
    </message>
    <message>
        <source>its record would have held an API key</source>
        <translation>son enregistrement aurait contenu une clé d&apos;API</translation>
    </message>
    <message>
        <source>it was too large to keep</source>
        <translation>elle était trop volumineuse pour être conservée</translation>
    </message>
    <message>
        <source>it holds a change this version cannot keep</source>
        <translation>elle contient une modification que cette version ne peut pas conserver</translation>
    </message>
    <message>
        <source>Cannot undo run %1: %2 changed since. Undo those edits first, or change it by hand.</source>
        <translation>Impossible d&apos;annuler l&apos;exécution %1, car ceci a changé depuis&#xa0;: %2. Annulez d&apos;abord ces modifications, ou corrigez à la main.</translation>
    </message>
    <message>
        <source>Run %1 is already undone.</source>
        <translation>L&apos;exécution %1 est déjà annulée.</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Exécution %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Undo puts it back.</source>
        <translation>Exécution %1 annulée. Édition ▸ Annuler la rétablit.</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Redo puts it back.</source>
        <translation>Exécution %1 annulée. Édition ▸ Rétablir la remet en place.</translation>
    </message>
</context>
<context>
    <name>ScopeLine</name>
    <message>
        <source>Whole documents</source>
        <translation>Documents entiers</translation>
    </message>
    <message>
        <source>Let the assistant change all of these documents, for the rest of this turn</source>
        <translation>Laisser l’assistant modifier ces documents en entier, pour le reste de cet échange</translation>
    </message>
    <message>
        <source>Whole project</source>
        <translation>Projet entier</translation>
    </message>
    <message>
        <source>Let the assistant change anything in the project, for the rest of this turn</source>
        <translation>Laisser l’assistant modifier n’importe quoi dans le projet, pour le reste de cet échange</translation>
    </message>
    <message>
        <source>Changes may reach the whole project: you widened them.</source>
        <translation>Les modifications peuvent toucher tout le projet&#xa0;: vous les avez élargies.</translation>
    </message>
    <message>
        <source>Changes limited to: %1</source>
        <translation>Modifications limitées à&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ScopeWords</name>
    <message>
        <source>%1, paragraph %2</source>
        <translation>%1, paragraphe %2</translation>
    </message>
    <message>
        <source>%1, paragraphs %2</source>
        <translation>%1, paragraphes %2</translation>
    </message>
    <message>
        <source>%1 (its title or details)</source>
        <translation>%1 (son titre ou ses détails)</translation>
    </message>
    <message>
        <source>This change is outside what you asked: %1</source>
        <translation>Cette modification sort de ce que vous avez demandé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is outside the plan you approved: %2</source>
        <translation>%1 sort du plan d’action que vous avez approuvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is outside what you asked: %2</source>
        <translation>%1 sort de ce que vous avez demandé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SentLine</name>
    <message numerus="yes">
        <source>%n passage(s) of “%1”</source>
        <translation>
            <numerusform>%n passage de «&#xa0;%1&#xa0;»</numerusform>
            <numerusform>%n passages de «&#xa0;%1&#xa0;»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passages of %n other document(s)</source>
        <translation>
            <numerusform>des passages de %n autre document</numerusform>
            <numerusform>des passages de %n autres documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity card(s)</source>
        <translation>
            <numerusform>%n fiche</numerusform>
            <numerusform>%n fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln mot</numerusform>
            <numerusform>%Ln mots</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent: %1; %2.</source>
        <translation>Envoyé&#xa0;: %1&#x202f;; %2.</translation>
    </message>
    <message>
        <source>Sent: %1.</source>
        <translation>Envoyé&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Private material withheld from %n tool result(s).</source>
        <translation>
            <numerusform>Contenu privé retenu dans %n résultat d’outil.</numerusform>
            <numerusform>Contenu privé retenu dans %n résultats d’outils.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesActions</name>
    <message>
        <source>Share with the Series</source>
        <translation>Partager avec la série</translation>
    </message>
    <message>
        <source>Keep a Copy in This Book Only</source>
        <translation>Garder une copie dans ce livre seulement</translation>
    </message>
    <message>
        <source>This book keeps its own copy of it, as it holds here; the series and its other books keep theirs.</source>
        <translation>Ce livre en garde sa propre copie, telle qu&apos;elle vaut ici&#x202f;; la série et ses autres livres gardent la leur.</translation>
    </message>
    <message>
        <source>Every book of the series “%1” will show it.</source>
        <translation>Chaque livre de la série «&#xa0;%1&#xa0;» l&apos;affichera.</translation>
    </message>
    <message>
        <source>The series cannot be read now.</source>
        <translation>La série ne peut pas être lue pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Share “%1” with the series</source>
        <translation>Partager «&#xa0;%1&#xa0;» avec la série</translation>
    </message>
    <message>
        <source>Keep “%1” in this book only</source>
        <translation>Garder «&#xa0;%1&#xa0;» dans ce livre seulement</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Ce changement n&apos;a pas été possible&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SeriesBadge</name>
    <message>
        <source>Series</source>
        <translation>Série</translation>
    </message>
</context>
<context>
    <name>SeriesCheck</name>
    <message>
        <source>Open a book of a series to check it against the earlier books.</source>
        <translation>Ouvrez un livre d&apos;une série pour le vérifier avec les livres précédents.</translation>
    </message>
    <message>
        <source>This book belongs to no series: link it to one with File ▸ Series… first.</source>
        <translation>Ce livre n&apos;appartient à aucune série&#xa0;: liez-le d&apos;abord à une série avec Fichier ▸ Série…</translation>
    </message>
    <message>
        <source>This book&apos;s series cannot be read now: see File ▸ Series…</source>
        <translation>La série de ce livre ne peut pas être lue pour l&apos;instant&#xa0;: voyez Fichier ▸ Série…</translation>
    </message>
    <message>
        <source>This is the first book of its series: there is no earlier book to check it against.</source>
        <translation>C&apos;est le premier livre de sa série&#xa0;: il n&apos;y a aucun livre précédent avec lequel le vérifier.</translation>
    </message>
    <message>
        <source>Book %1 “%2”</source>
        <translation>Livre %1 «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>in %1, %2</source>
        <translation>dans %1, %2</translation>
    </message>
    <message>
        <source>This passage is in %1, another book of the series: open that book to see it.</source>
        <translation>Ce passage se trouve dans %1, un autre livre de la série&#xa0;: ouvrez ce livre pour le voir.</translation>
    </message>
    <message>
        <source>Reading the earlier books&apos; summaries…</source>
        <translation>Lecture des résumés des livres précédents…</translation>
    </message>
    <message>
        <source>Check Against &amp;Earlier Books…</source>
        <translation>Vérifier avec les livres &amp;précédents…</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series and list what contradicts them</source>
        <translation>Lire les chapitres de ce livre en regard des livres précédents de sa série et lister ce qui les contredit</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <source>Series</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Books of the series</source>
        <translation>Livres de la série</translation>
    </message>
    <message>
        <source>The series’ title</source>
        <translation>Le titre de la série</translation>
    </message>
    <message>
        <source>New series:</source>
        <translation>Nouvelle série&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;New Series…</source>
        <translation>&amp;Nouvelle série…</translation>
    </message>
    <message>
        <source>Make a series folder and make this book its first</source>
        <translation>Crée le dossier d&apos;une série, dont ce livre est le premier</translation>
    </message>
    <message>
        <source>&amp;Link to a Series…</source>
        <translation>&amp;Lier à une série…</translation>
    </message>
    <message>
        <source>Choose a series folder; this book joins its books</source>
        <translation>Choisissez le dossier d&apos;une série&#x202f;; ce livre rejoint ses livres</translation>
    </message>
    <message>
        <source>&amp;Unlink</source>
        <translation>&amp;Délier</translation>
    </message>
    <message>
        <source>This book leaves the series; the series keeps its files and its books</source>
        <translation>Ce livre quitte la série&#x202f;; la série garde ses fichiers et ses livres</translation>
    </message>
    <message>
        <source>This book belongs to no series</source>
        <translation>Ce livre n&apos;appartient à aucune série</translation>
    </message>
    <message>
        <source>A series keeps the characters, places and facts several books share, in a folder of its own. Make a new one, or link this book to one you have.</source>
        <translation>Une série garde les personnages, les lieux et les faits que partagent plusieurs livres, dans un dossier à elle. Créez-en une nouvelle, ou liez ce livre à une série existante.</translation>
    </message>
    <message>
        <source>The series cannot be read</source>
        <translation>La série ne peut pas être lue</translation>
    </message>
    <message>
        <source>The series folder is not there: %1.</source>
        <translation>Le dossier de la série n&apos;est pas là&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read.</source>
        <translation>La série située à %1 n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>Nothing of it will be lost. If it has moved, link the book to it again.</source>
        <translation>Rien n&apos;en sera perdu. Si elle a été déplacée, liez de nouveau le livre à elle.</translation>
    </message>
    <message>
        <source>Series: “%1”</source>
        <translation>Série&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities belong to the series.</source>
        <translation>
            <numerusform>%Ln fiche appartient à la série.</numerusform>
            <numerusform>%Ln fiches appartiennent à la série.</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Dossier&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (ce livre)</translation>
    </message>
</context>
<context>
    <name>SeriesLinks</name>
    <message>
        <source>Where the New Series Goes</source>
        <translation>Où va la nouvelle série</translation>
    </message>
    <message>
        <source>Could not make the series</source>
        <translation>Impossible de créer la série</translation>
    </message>
    <message>
        <source>Made the series “%1”; this book is book %2 of it.</source>
        <translation>La série «&#xa0;%1&#xa0;» est créée&#x202f;; ce livre en est le livre %2.</translation>
    </message>
    <message>
        <source>Link to a Series</source>
        <translation>Lier à une série</translation>
    </message>
    <message>
        <source>This book is book %1 of the series at %2.</source>
        <translation>Ce livre est le livre %1 de la série située à %2.</translation>
    </message>
    <message>
        <source>Could not link the book to the series</source>
        <translation>Impossible de lier le livre à la série</translation>
    </message>
    <message>
        <source>Unlink from the Series</source>
        <translation>Délier de la série</translation>
    </message>
    <message>
        <source>Unlink this book from its series? The series’ entities will no longer appear in it; the series folder keeps them, and the book can be linked again.</source>
        <translation>Délier ce livre de sa série&#x202f;? Les fiches de la série n&apos;y apparaîtront plus&#x202f;; le dossier de la série les garde, et le livre pourra être lié de nouveau.</translation>
    </message>
    <message>
        <source>This book belongs to no series now.</source>
        <translation>Ce livre n&apos;appartient plus à aucune série.</translation>
    </message>
    <message>
        <source>Could not unlink the book</source>
        <translation>Impossible de délier le livre</translation>
    </message>
    <message>
        <source>The book is open as it was; nothing was changed in it.</source>
        <translation>Le livre est ouvert tel qu&apos;il était&#x202f;; rien n&apos;y a été changé.</translation>
    </message>
</context>
<context>
    <name>SeriesOfflineBar</name>
    <message>
        <source>Series…</source>
        <translation>Série…</translation>
    </message>
    <message>
        <source>The series folder is not there: %1. Its entities are not shown until it is; nothing of the series or of this book will be lost.</source>
        <translation>Le dossier de la série n&apos;est pas là&#xa0;: %1. Ses fiches ne sont pas affichées tant qu&apos;il manque&#x202f;; rien de la série ni de ce livre ne sera perdu.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read. Its entities are not shown; nothing of the series or of this book will be lost.</source>
        <translation>La série située à %1 n&apos;a pas pu être lue. Ses fiches ne sont pas affichées&#x202f;; rien de la série ni de ce livre ne sera perdu.</translation>
    </message>
</context>
<context>
    <name>SeriesParts</name>
    <message>
        <source>Series…</source>
        <translation>Série…</translation>
    </message>
    <message>
        <source>The series this book belongs to, its books and entities</source>
        <translation>La série à laquelle appartient ce livre, ses livres et ses fiches</translation>
    </message>
</context>
<context>
    <name>SeriesRename</name>
    <message>
        <source>Rename “%1” to “%2” across the series</source>
        <translation>Renommer «&#xa0;%1&#xa0;» en «&#xa0;%2&#xa0;» dans toute la série</translation>
    </message>
    <message>
        <source>Nothing was renamed: %1</source>
        <translation>Rien n’a été renommé&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Renamed “%1” to “%2”; %n other book(s) changed</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» s’appelle désormais «&#xa0;%2&#xa0;»&#x202f;; %n autre livre modifié</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» s’appelle désormais «&#xa0;%2&#xa0;»&#x202f;; %n autres livres modifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was left out: %2</source>
        <translation>%1 a été laissé de côté&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SeriesRenameDialog</name>
    <message>
        <source>Not found: the folder is missing, moved or offline</source>
        <translation>Introuvable&#xa0;: le dossier manque, a été déplacé ou est hors ligne</translation>
    </message>
    <message>
        <source>Open in Quire: close it there and rename again</source>
        <translation>Ouvert dans Quire&#xa0;: fermez-le là-bas et renommez à nouveau</translation>
    </message>
    <message>
        <source>Cannot be read as a book</source>
        <translation>Ne peut pas être lu comme un livre</translation>
    </message>
    <message>
        <source>No longer linked to this series</source>
        <translation>N’est plus lié à cette série</translation>
    </message>
    <message>
        <source>Keeps its own copy of this entity; its text is left alone</source>
        <translation>Garde sa propre copie de cette fiche&#x202f;; son texte n’est pas touché</translation>
    </message>
    <message>
        <source>Changed on disk since the list was made; left alone</source>
        <translation>Modifié sur le disque depuis que la liste a été faite&#x202f;; pas touché</translation>
    </message>
    <message>
        <source>Could not be written; left as it was</source>
        <translation>N’a pas pu être écrit&#x202f;; laissé tel quel</translation>
    </message>
    <message>
        <source>Rename Across the Series</source>
        <translation>Renommer dans toute la série</translation>
    </message>
    <message>
        <source>Rename “%1” to “%2”</source>
        <translation>Renommer «&#xa0;%1&#xa0;» en «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>“%1” belongs to the series. Choose the books whose text should call it “%2” too. Each other book keeps a snapshot of every document it changes, so you can take it back there; this book&apos;s part is one step you can undo.</source>
        <translation>«&#xa0;%1&#xa0;» appartient à la série. Choisissez les livres dont le texte doit aussi l’appeler «&#xa0;%2&#xa0;». Chacun des autres livres garde un instantané de chaque document qu’il modifie, pour que vous puissiez y revenir là-bas&#x202f;; la partie de ce livre est une étape que vous pouvez annuler.</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Livre</translation>
    </message>
    <message>
        <source>Mentions</source>
        <translation>Mentions</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message numerus="yes">
        <source>%n mention(s)</source>
        <translation>
            <numerusform>%n mention</numerusform>
            <numerusform>%n mentions</numerusform>
        </translation>
    </message>
    <message>
        <source>Book %1: %2 (this book)</source>
        <translation>Livre %1&#xa0;: %2 (ce livre)</translation>
    </message>
    <message>
        <source>Book %1: %2</source>
        <translation>Livre %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SeriesReportWords</name>
    <message numerus="yes">
        <source>%n new finding(s) against the earlier books.</source>
        <translation>
            <numerusform>%n nouveau constat par rapport aux livres précédents.</numerusform>
            <numerusform>%n nouveaux constats par rapport aux livres précédents.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: a quotation is not in the book it was credited to.</source>
        <translation>
            <numerusform>%n constat écarté&#xa0;: une citation ne se trouve pas dans le livre auquel elle était attribuée.</numerusform>
            <numerusform>%n constats écartés&#xa0;: une citation ne se trouve pas dans le livre auquel elle était attribuée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) left out: the series records the change.</source>
        <translation>
            <numerusform>%n constat omis&#xa0;: la série enregistre le changement.</numerusform>
            <numerusform>%n constats omis&#xa0;: la série enregistre le changement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n chapitre inachevé&#xa0;: l&apos;assistant a atteint le nombre maximal d&apos;étapes&#x202f;; il sera relu la prochaine fois.</numerusform>
            <numerusform>%n chapitres inachevés&#xa0;: l&apos;assistant a atteint le nombre maximal d&apos;étapes&#x202f;; ils seront relus la prochaine fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read and was left out.</source>
        <translation>%1 n&apos;a pas pu être lu et a été laissé de côté.</translation>
    </message>
</context>
<context>
    <name>SeriesWords</name>
    <message>
        <source>From the series “%1”: shared by every book of it</source>
        <translation>De la série «&#xa0;%1&#xa0;»&#xa0;: partagée par tous ses livres</translation>
    </message>
    <message>
        <source>Book %1, “%2”</source>
        <translation>Livre %1, «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Book %1, not yet in the series</source>
        <translation>Livre %1, pas encore dans la série</translation>
    </message>
    <message>
        <source>From book %1</source>
        <translation>À partir du livre %1</translation>
    </message>
    <message>
        <source>From “%1” (book %2) on</source>
        <translation>À partir de «&#xa0;%1&#xa0;» (livre %2)</translation>
    </message>
    <message>
        <source>From a scene of book %1 on</source>
        <translation>À partir d&apos;une scène du livre %1</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 est %2</translation>
    </message>
    <message>
        <source>%1 is removed</source>
        <translation>%1 n&apos;a plus de valeur</translation>
    </message>
    <message>
        <source>%1: %2 (from book %3)</source>
        <translation>%1&#xa0;: %2 (à partir du livre %3)</translation>
    </message>
    <message>
        <source>%1: none (from book %2)</source>
        <translation>%1&#xa0;: aucun (à partir du livre %2)</translation>
    </message>
    <message>
        <source>%1: %2 (from “%3” on)</source>
        <translation>%1&#xa0;: %2 (à partir de «&#xa0;%3&#xa0;»)</translation>
    </message>
    <message>
        <source>%1: none (from “%2” on)</source>
        <translation>%1&#xa0;: aucun (à partir de «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>In this book: every value holds from the start of the series.</source>
        <translation>Dans ce livre&#xa0;: chaque valeur est celle du début de la série.</translation>
    </message>
    <message>
        <source>In this book: %1</source>
        <extracomment>The values a series entity has in the book open, each with where it holds from.</extracomment>
        <translation>Dans ce livre&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Joins where a change takes effect (&quot;From book 2&quot;) and what it changes (&quot;Age is 35&quot;).</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Assistant settings</source>
        <translation>Paramètres de l&apos;assistant</translation>
    </message>
    <message>
        <source>The settings file could not be read, so defaults are shown: %1</source>
        <translation>Le fichier de paramètres n&apos;a pas pu être lu&#x202f;; les valeurs par défaut sont affichées&#xa0;: %1</translation>
    </message>
    <message>
        <source>A variable of the environment Quire was started in cannot be used, so the assistant cannot be asked until it is changed: %1</source>
        <translation>Une variable de l&apos;environnement dans lequel Quire a été lancé est inutilisable&#x202f;; l&apos;assistant ne pourra pas être interrogé tant qu&apos;elle n&apos;aura pas été modifiée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Les paramètres n&apos;ont pas pu être enregistrés&#xa0;: %1</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1” (did you mean “%2”?). It stays in the file and has no effect.</source>
        <translation>Le fichier de paramètres contient un paramètre que Quire ne connaît pas, «&#xa0;%1&#xa0;» (vouliez-vous dire «&#xa0;%2&#xa0;»&#x202f;?). Il reste dans le fichier et n&apos;a aucun effet.</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1”. It stays in the file and has no effect.</source>
        <translation>Le fichier de paramètres contient un paramètre que Quire ne connaît pas, «&#xa0;%1&#xa0;». Il reste dans le fichier et n&apos;a aucun effet.</translation>
    </message>
    <message>
        <source>Choose a model for %1.</source>
        <translation>Choisissez un modèle pour %1.</translation>
    </message>
    <message>
        <source>API key kept until you quit</source>
        <translation>Clé d&apos;API conservée jusqu&apos;à la fermeture</translation>
    </message>
    <message>
        <source>Your settings are saved. The API key could not be stored, because no keyring service is running, so Quire uses it only until you quit.</source>
        <translation>Vos paramètres sont enregistrés. La clé d&apos;API n&apos;a pas pu être conservée, car aucun service de trousseau n&apos;est lancé&#xa0;: Quire ne l&apos;utilisera que jusqu&apos;à sa fermeture.</translation>
    </message>
    <message>
        <source>To keep it: start a keyring service (GNOME Keyring or KWallet) and enter the key again, or set the environment variable %1 before starting Quire.</source>
        <translation>Pour la conserver&#xa0;: lancez un service de trousseau (GNOME Keyring ou KWallet) et saisissez à nouveau la clé, ou définissez la variable d&apos;environnement %1 avant de lancer Quire.</translation>
    </message>
    <message>
        <source>Start the address with http:// or https://.</source>
        <translation>Commencez l&apos;adresse par http:// ou https://.</translation>
    </message>
    <message>
        <source>An address has no spaces: was something pasted here by mistake?</source>
        <translation>Une adresse ne contient pas d&apos;espaces&#xa0;: quelque chose a-t-il été collé ici par erreur&#x202f;?</translation>
    </message>
    <message>
        <source>Name the server after //, for example http://localhost:11434.</source>
        <translation>Indiquez le serveur après //, par exemple http://localhost:11434.</translation>
    </message>
    <message>
        <source>The part after // is not a server name.</source>
        <translation>Ce qui suit // n&apos;est pas un nom de serveur.</translation>
    </message>
    <message>
        <source>The port after : must be a number from 1 to 65535.</source>
        <translation>Le port après «&#xa0;:&#xa0;» doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>An address has no ? or #: was something pasted here by mistake?</source>
        <translation>Une adresse ne contient ni «&#xa0;?&#xa0;» ni «&#xa0;#&#xa0;»&#xa0;: quelque chose a-t-il été collé ici par erreur&#x202f;?</translation>
    </message>
    <message>
        <source>Leave user names and passwords out of the address; the key goes under API key.</source>
        <extracomment>Names the field “API key” (ConnectionRows): quote it as its label reads.</extracomment>
        <translation>N&apos;écrivez ni nom d&apos;utilisateur ni mot de passe dans l&apos;adresse&#x202f;; la clé va dans «&#xa0;Clé d&apos;API&#xa0;».</translation>
    </message>
    <message>
        <source>Set in the environment, and used instead of what is chosen here: %1</source>
        <translation>Défini dans l&apos;environnement et utilisé à la place de ce qui est choisi ici&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
    <message>
        <source>Find bar</source>
        <translation>Barre de recherche</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Arborescence du projet</translation>
    </message>
    <message>
        <source>Open the selected item</source>
        <translation>Ouvrir l&apos;élément sélectionné</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Occurrence suivante</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Occurrence précédente</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Fermer la barre de recherche</translation>
    </message>
    <message>
        <source>Undo, in the project&apos;s history</source>
        <translation>Annuler, dans l&apos;historique du projet</translation>
    </message>
    <message>
        <source>Send the question</source>
        <translation>Envoyer la question</translation>
    </message>
    <message>
        <source>New line in the question</source>
        <translation>Nouvelle ligne dans la question</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>SnapshotsDialog</name>
    <message>
        <source>Restore Selected &amp;Passage</source>
        <translation>Restaurer le &amp;passage sélectionné</translation>
    </message>
    <message>
        <source>Select text in the comparison: that passage becomes as the snapshot has it.</source>
        <translation>Sélectionnez du texte dans la comparaison&#xa0;: ce passage redevient tel que dans l&apos;instantané.</translation>
    </message>
    <message>
        <source>&amp;Restore Whole Document</source>
        <translation>&amp;Restaurer tout le document</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>Instantanés</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Pris le</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot</source>
        <translation>Prendre un &amp;instantané</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Inline</source>
        <translation>Dans le texte</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>then one a week</source>
        <translation>puis un par semaine</translation>
    </message>
    <message>
        <source>Automatic snapshots: keep all for</source>
        <translation>Instantanés automatiques&#xa0;: tout garder pendant</translation>
    </message>
    <message>
        <source>days, one a day for</source>
        <translation>jours, un par jour pendant</translation>
    </message>
    <message>
        <source>days,</source>
        <translation>jours,</translation>
    </message>
    <message>
        <source>Snapshots you take are always kept.</source>
        <translation>Les instantanés que vous prenez sont toujours gardés.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Automatic, before the day’s first change</source>
        <translation>Automatique, avant la première modification du jour</translation>
    </message>
    <message>
        <source>Automatic, before a restore</source>
        <translation>Automatique, avant une restauration</translation>
    </message>
    <message>
        <source>Automatic, before renaming a series entity</source>
        <translation>Automatique, avant de renommer une fiche de la série</translation>
    </message>
    <message>
        <source>Before the assistant’s turn “%1”</source>
        <translation>Avant l&apos;échange de l&apos;assistant «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Before an assistant turn</source>
        <translation>Avant un échange de l&apos;assistant</translation>
    </message>
    <message>
        <source>Snapshots of “%1”</source>
        <translation>Instantanés de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>This snapshot cannot be read: %1</source>
        <translation>Cet instantané ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>No snapshot yet: take one to keep this version.</source>
        <translation>Aucun instantané pour l&apos;instant&#xa0;: prenez-en un pour garder cette version.</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>synopsis, status, tags, kind or fields</source>
        <translation>résumé, état, étiquettes, type ou champs</translation>
    </message>
    <message>
        <source>The current text is the same as this snapshot.</source>
        <translation>Le texte actuel est identique à cet instantané.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changes in the text</source>
        <translation>
            <numerusform>%Ln modification dans le texte</numerusform>
            <numerusform>%Ln modifications dans le texte</numerusform>
        </translation>
    </message>
    <message>
        <source>also changed: %1</source>
        <translation>également modifié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not restored: the current text could not be kept first (%1).</source>
        <translation>Non restauré&#xa0;: le texte actuel n&apos;a pas pu être gardé d&apos;abord (%1).</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>Non restauré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Restore “%1” from the snapshot of %2</source>
        <translation>Restaurer «&#xa0;%1&#xa0;» depuis l&apos;instantané du %2</translation>
    </message>
    <message>
        <source>That passage is already as in the snapshot.</source>
        <translation>Ce passage est déjà tel que dans l&apos;instantané.</translation>
    </message>
    <message>
        <source>Restore a passage of “%1” from the snapshot of %2</source>
        <translation>Restaurer un passage de «&#xa0;%1&#xa0;» depuis l&apos;instantané du %2</translation>
    </message>
</context>
<context>
    <name>SpecialistPicker</name>
    <message>
        <source>Who a&amp;nswers:</source>
        <translation>&amp;Qui répond&#xa0;:</translation>
    </message>
    <message>
        <source>Edit specialists…</source>
        <translation>Modifier les spécialistes…</translation>
    </message>
    <message>
        <source>Open the project&apos;s specialists folder: one plain text file each, with its name, tools and instructions</source>
        <translation>Ouvrir le dossier des spécialistes du projet&#xa0;: un fichier texte chacun, avec son nom, ses outils et ses instructions</translation>
    </message>
    <message>
        <source>Answers itself, or hands the request to a specialist</source>
        <translation>Répond lui-même ou passe la demande à un spécialiste</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modèle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Who answers your next question</source>
        <translation>Qui répond à votre prochaine question</translation>
    </message>
    <message>
        <source>These specialist files could not be used:</source>
        <translation>Ces fichiers de spécialistes n&apos;ont pas pu être utilisés&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SpecialistTrail</name>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Handed over: %1 → %2</source>
        <translation>Relais&#xa0;: %1 → %2</translation>
    </message>
    <message>
        <source>Answered by: %1, who can change the project (%2 only reads)</source>
        <translation>Réponse de&#xa0;: %1, qui peut modifier le projet (%2 ne fait que lire)</translation>
    </message>
    <message>
        <source>Answering: %1…</source>
        <translation>Répond&#xa0;: %1…</translation>
    </message>
    <message>
        <source>Answered by: %1</source>
        <translation>Réponse de&#xa0;: %1</translation>
    </message>
    <message>
        <source>from cache</source>
        <translation>depuis le cache</translation>
    </message>
    <message>
        <source>The assistant reached this turn&apos;s token budget (%1 tokens) before it finished. It can go on where it stopped, with a fresh budget.</source>
        <translation>L&apos;assistant a atteint le budget de jetons de cet échange (%1 jetons) avant d&apos;avoir fini. Il peut reprendre là où il s&apos;est arrêté, avec un nouveau budget.</translation>
    </message>
</context>
<context>
    <name>Specialists</name>
    <message>
        <source>General assistant</source>
        <translation>Assistant général</translation>
    </message>
    <message>
        <source>Continuity editor</source>
        <translation>Correcteur de cohérence</translation>
    </message>
    <message>
        <source>Line editor</source>
        <translation>Correcteur de style</translation>
    </message>
    <message>
        <source>Archivist</source>
        <translation>Archiviste</translation>
    </message>
    <message>
        <source>Finds contradictions between chapters, entities and notes, citing both sides. Reads only.</source>
        <translation>Trouve les contradictions entre chapitres, fiches et notes, en citant les deux versions. Lecture seule.</translation>
    </message>
    <message>
        <source>Tightens the prose of one document without changing meaning or dialogue. Changes text in act mode, one document per request.</source>
        <translation>Resserre le style d&apos;un document sans changer le sens ni les dialogues. Modifie le texte en mode action, un document par demande.</translation>
    </message>
    <message>
        <source>Keeps characters, places and their fields in step with the text. Changes entities in act mode.</source>
        <translation>Tient les personnages, les lieux et leurs champs à jour avec le texte. Modifie les fiches en mode action.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈&#xa0;%1</translation>
    </message>
</context>
<context>
    <name>SpellingService</name>
    <message>
        <source>Add “{word}” to the project dictionary</source>
        <translation>Ajouter «&#xa0;{word}&#xa0;» au dictionnaire du projet</translation>
    </message>
</context>
<context>
    <name>StatusSection</name>
    <message>
        <source>No status</source>
        <translation>Aucun statut</translation>
    </message>
    <message>
        <source>Sta&amp;tus</source>
        <translation>S&amp;tatut</translation>
    </message>
    <message>
        <source>Status of “%1”</source>
        <translation>Statut de «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Statuses</name>
    <message>
        <source>idea</source>
        <translation>idée</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>brouillon</translation>
    </message>
    <message>
        <source>revised</source>
        <translation>révisé</translation>
    </message>
    <message>
        <source>final</source>
        <translation>définitif</translation>
    </message>
</context>
<context>
    <name>StorageText</name>
    <message>
        <source>The disk is full, so the project could not be saved. Nothing on disk was changed: free some space, then save again.</source>
        <translation>Le disque est plein&#xa0;: le projet n&apos;a pas pu être enregistré. Rien n&apos;a été modifié sur le disque&#xa0;: libérez de l&apos;espace, puis enregistrez à nouveau.</translation>
    </message>
    <message>
        <source>the project&apos;s tree and titles</source>
        <translation>l&apos;arborescence et les titres du projet</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) could not be saved, because they contain a damaged character that no file can store (often left by a paste): %1. Everything else was saved. Retype the damaged text, then save again.</source>
        <translation>
            <numerusform>%Ln élément n&apos;a pas pu être enregistré, car il contient un caractère endommagé qu&apos;aucun fichier ne peut stocker (souvent laissé par un collage)&#xa0;: %1. Tout le reste a été enregistré. Retapez le texte endommagé, puis enregistrez à nouveau.</numerusform>
            <numerusform>%Ln éléments n&apos;ont pas pu être enregistrés, car ils contiennent un caractère endommagé qu&apos;aucun fichier ne peut stocker (souvent laissé par un collage)&#xa0;: %1. Tout le reste a été enregistré. Retapez le texte endommagé, puis enregistrez à nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quire could not write the project folder. Your changes are kept here: check that the folder can be written to, then save again.</source>
        <translation>Quire n&apos;a pas pu écrire dans le dossier du projet. Vos modifications sont conservées ici&#xa0;: vérifiez que le dossier est accessible en écriture, puis enregistrez à nouveau.</translation>
    </message>
</context>
<context>
    <name>SummaryNotice</name>
    <message>
        <source>A summary replaced the turns above in what the model is sent.</source>
        <translation>Un résumé remplace les échanges ci-dessus dans ce qui est envoyé au modèle.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>SynopsisSection</name>
    <message>
        <source>What happens here, in a few lines</source>
        <translation>Ce qui se passe ici, en quelques lignes</translation>
    </message>
    <message>
        <source>&amp;Synopsis</source>
        <translation>&amp;Résumé</translation>
    </message>
    <message>
        <source>Synopsis of “%1”</source>
        <translation>Résumé de «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>TagsSection</name>
    <message>
        <source>storm, turning point</source>
        <translation>orage, tournant</translation>
    </message>
    <message>
        <source>Tags, separated by commas</source>
        <translation>Étiquettes, séparées par des virgules</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>Étiquette&amp;s</translation>
    </message>
    <message>
        <source>Tags of “%1”</source>
        <translation>Étiquettes de «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>TimeFindings</name>
    <message>
        <source>(It rests on a time the assistant proposed: check it before you fix.)</source>
        <translation>(Repose sur une date proposée par l’assistant&#xa0;: vérifiez-la avant de corriger.)</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Quelqu&apos;un</translation>
    </message>
    <message>
        <source>The weekday the text names is not the weekday of the scene&apos;s date.</source>
        <translation>Le jour de la semaine que nomme le texte n&apos;est pas celui de la date de la scène.</translation>
    </message>
    <message>
        <source>The date the text names is not the scene&apos;s date.</source>
        <translation>La date que nomme le texte n&apos;est pas celle de la scène.</translation>
    </message>
    <message>
        <source>The time of day the text names is outside the scene&apos;s time.</source>
        <translation>L&apos;heure que nomme le texte est en dehors du moment de la scène.</translation>
    </message>
    <message>
        <source>{who}&apos;s age in the text disagrees with their date of birth.</source>
        <translation>L&apos;âge de {who} dans le texte ne concorde pas avec sa date de naissance.</translation>
    </message>
    <message>
        <source>{who} is in two places at the same time.</source>
        <translation>{who} est à deux endroits en même temps.</translation>
    </message>
    <message>
        <source>{who} travels faster than the way of travel allows.</source>
        <translation>{who} voyage plus vite que son moyen de transport ne le permet.</translation>
    </message>
    <message>
        <source>A scene later in the book happens earlier in time, and nothing in the text marks it as a flashback.</source>
        <translation>Une scène placée plus loin dans le livre se passe plus tôt, et rien dans le texte ne la signale comme un retour en arrière.</translation>
    </message>
    <message>
        <source>{who} appears after their death.</source>
        <translation>{who} apparaît après sa mort.</translation>
    </message>
    <message>
        <source>The time the text says has passed is not the time between the two scenes.</source>
        <translation>Le temps écoulé selon le texte n&apos;est pas celui qui sépare les deux scènes.</translation>
    </message>
    <message>
        <source>Two passages disagree about time.</source>
        <translation>Deux passages se contredisent sur le temps.</translation>
    </message>
    <message>
        <source>(The text: {stated}; the timeline: {expected}.)</source>
        <translation>(Le texte&#xa0;: {stated}&#x202f;; la chronologie&#xa0;: {expected}.)</translation>
    </message>
</context>
<context>
    <name>TimeSection</name>
    <message>
        <source>Time</source>
        <translation>Moment</translation>
    </message>
    <message>
        <source>Select the passage in the editor</source>
        <translation>Sélectionner le passage dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Working out the timeline…</source>
        <translation>Calcul de la chronologie…</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Aucun moment indiqué&#xa0;: il n&apos;a pas de champ «&#xa0;quand&#xa0;».</translation>
    </message>
    <message>
        <source>“%1”, counted from “%2”</source>
        <translation>«&#xa0;%1&#xa0;», compté à partir de «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>No time cues found in its text.</source>
        <translation>Aucun indice temporel trouvé dans son texte.</translation>
    </message>
    <message>
        <source>What its text says about time:</source>
        <translation>Ce que son texte dit du temps&#xa0;:</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>TimelineCanvas</name>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>In the book</source>
        <translation>Dans le livre</translation>
    </message>
    <message>
        <source>In the story</source>
        <translation>Dans l&apos;histoire</translation>
    </message>
    <message>
        <source>Scene %1 in the book, %2 in the story</source>
        <translation>Scène %1 dans le livre, %2 dans l&apos;histoire</translation>
    </message>
    <message>
        <source>Earlier in time than a scene before it in the book</source>
        <translation>Antérieure dans le temps à une scène qui la précède dans le livre</translation>
    </message>
</context>
<context>
    <name>TimelineCheck</name>
    <message>
        <source>Asking the assistant, chapter by chapter, for the times the rules could not read, then checking every scene…</source>
        <translation>L’assistant est interrogé, chapitre par chapitre, sur les moments que les règles n’ont pas pu lire, puis chaque scène est vérifiée…</translation>
    </message>
    <message>
        <source>Checking when every scene happens against what the text says…</source>
        <translation>Vérification du moment de chaque scène d&apos;après ce que dit le texte…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Check Timeline</source>
        <translation>Vérifier la chronologie</translation>
    </message>
</context>
<context>
    <name>TimelineParts</name>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Time&amp;line</source>
        <translation>Chronolo&amp;gie</translation>
    </message>
    <message>
        <source>The timeline could not be checked.</source>
        <translation>La chronologie n&apos;a pas pu être vérifiée.</translation>
    </message>
    <message>
        <source>Check Timeline stopped.</source>
        <translation>Vérification de la chronologie arrêtée.</translation>
    </message>
    <message>
        <source>Check &amp;Timeline…</source>
        <translation>Vérifier la c&amp;hronologie…</translation>
    </message>
    <message>
        <source>Check Timeline with the Assistant…</source>
        <translation>Vérifier la chronologie avec l’assistant…</translation>
    </message>
    <message>
        <source>The assistant reads the chapters whose times changed for the times the rules could not read; each time it proposes is checked as a quotation before it counts.</source>
        <translation>L’assistant lit les chapitres dont les moments ont changé pour y trouver ceux que les règles n’ont pas pu lire&#x202f;; chaque moment qu’il propose est vérifié comme une citation avant de compter.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant is not set up, so the times were checked by rule only.</source>
        <translation>Chronologie vérifiée&#xa0;: l’assistant n’est pas configuré, les moments ont donc été vérifiés par les règles seules.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant could not finish, so the times were checked by rule only; it will be asked again next time.</source>
        <translation>Chronologie vérifiée&#xa0;: l’assistant n’a pas pu terminer, les moments ont donc été vérifiés par les règles seules&#x202f;; il sera de nouveau interrogé la prochaine fois.</translation>
    </message>
    <message numerus="yes">
        <source>Check Timeline: %n finding(s), %1 new.</source>
        <translation>
            <numerusform>Chronologie vérifiée&#xa0;: %n constat, dont nouveaux&#xa0;: %1.</numerusform>
            <numerusform>Chronologie vérifiée&#xa0;: %n constats, dont nouveaux&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check Timeline: the times of your scenes agree with the text.</source>
        <translation>Chronologie vérifiée&#xa0;: les moments de vos scènes concordent avec le texte.</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Set &amp;Time…</source>
        <translation>Fixer le &amp;moment…</translation>
    </message>
    <message>
        <source>Type when the selected scene happens: a date, a date and time, or a relation such as “three days later” (Ctrl+Alt+T)</source>
        <translation>Saisissez quand se passe la scène choisie&#xa0;: une date, une date et une heure, ou une relation comme «&#xa0;trois jours plus tard&#xa0;» (Ctrl+Alt+T)</translation>
    </message>
    <message>
        <source>Not on the timeline</source>
        <translation>Hors de la chronologie</translation>
    </message>
    <message>
        <source>Open a project to see when its scenes happen.</source>
        <translation>Ouvrez un projet pour voir quand se passent ses scènes.</translation>
    </message>
    <message>
        <source>Calendar: %1</source>
        <translation>Calendrier&#xa0;: %1</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Aucun moment indiqué&#xa0;: il n&apos;a pas de champ «&#xa0;quand&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>Not on the timeline: %n scene(s)</source>
        <translation>
            <numerusform>Hors de la chronologie&#xa0;: %n scène</numerusform>
            <numerusform>Hors de la chronologie&#xa0;: %n scènes</numerusform>
        </translation>
    </message>
    <message>
        <source>No scene has a time yet. Give a scene a “when” field (a date such as “9 October 1850”, or “three days later”), or choose it and click “Set Time”.</source>
        <extracomment>Names the button “Set Time” (TimelineView): quote it as it reads.</extracomment>
        <translation>Aucune scène n&apos;a encore de moment. Donnez à une scène un champ «&#xa0;quand&#xa0;» (une date comme «&#xa0;9 octobre 1850&#xa0;», ou «&#xa0;trois jours plus tard&#xa0;»), ou choisissez-la et cliquez sur «&#xa0;Fixer le moment&#xa0;».</translation>
    </message>
</context>
<context>
    <name>TimelineWords</name>
    <message>
        <source>{month} {year}</source>
        <translation>{month} {year}</translation>
    </message>
    <message>
        <source>{weekday} {day} {month} {year}</source>
        <translation>{weekday} {day} {month} {year}</translation>
    </message>
    <message>
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date}, {time}</translation>
    </message>
    <message>
        <source>{day} {month}</source>
        <translation>{day} {month}</translation>
    </message>
    <message>
        <source>“{text}” is not a date, a time or a relation Quire can read.</source>
        <translation>«&#xa0;{text}&#xa0;» n&apos;est ni une date, ni une heure, ni une relation que Quire sait lire.</translation>
    </message>
    <message>
        <source>“{text}” is not a day of the calendar.</source>
        <translation>«&#xa0;{text}&#xa0;» n&apos;est pas un jour du calendrier.</translation>
    </message>
    <message>
        <source>It counts from “{text}”, which is not a scene with a time.</source>
        <translation>Il est compté à partir de «&#xa0;{text}&#xa0;», qui n&apos;est pas une scène datée.</translation>
    </message>
    <message>
        <source>Its time counts from scenes that count from it: {titles}.</source>
        <translation>Son moment est compté à partir de scènes comptées à partir de lui&#xa0;: {titles}.</translation>
    </message>
    <message>
        <source>“{text}” counts from the scene before, and no scene before it has a time.</source>
        <translation>«&#xa0;{text}&#xa0;» se compte à partir de la scène précédente, et aucune scène précédente n&apos;a de moment.</translation>
    </message>
    <message>
        <source>The calendar file cannot be used ({text}); the Gregorian calendar is used.</source>
        <translation>Le fichier du calendrier est inutilisable ({text})&#x202f;; le calendrier grégorien est utilisé.</translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message numerus="yes">
        <source>Tools used: %Ln</source>
        <translation>
            <numerusform>%Ln outil utilisé</numerusform>
            <numerusform>%Ln outils utilisés</numerusform>
        </translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>hide details</source>
        <translation>masquer les détails</translation>
    </message>
    <message>
        <source>details</source>
        <translation>détails</translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: not run again</source>
        <translation>
            <numerusform>le même appel %Ln fois de suite&#xa0;: pas relancé</numerusform>
            <numerusform>le même appel %Ln fois de suite&#xa0;: pas relancé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: the assistant was told</source>
        <translation>
            <numerusform>le même appel %Ln fois de suite&#xa0;: l&apos;assistant en a été averti</numerusform>
            <numerusform>le même appel %Ln fois de suite&#xa0;: l&apos;assistant en a été averti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolStatus</name>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Used %1</source>
        <translation>%1 utilisé</translation>
    </message>
    <message>
        <source>Summarising %1…</source>
        <translation>Résumé de %1 en cours…</translation>
    </message>
    <message>
        <source>Summarised %1</source>
        <translation>Résumé de %1 terminé</translation>
    </message>
    <message>
        <source>Could not summarise %1</source>
        <translation>Impossible de résumer %1</translation>
    </message>
    <message>
        <source>Summarising the whole project…</source>
        <translation>Résumé du projet entier en cours…</translation>
    </message>
    <message>
        <source>Summarised the whole project</source>
        <translation>Résumé de tout le projet terminé</translation>
    </message>
    <message>
        <source>Could not summarise the whole project</source>
        <translation>Impossible de résumer tout le projet</translation>
    </message>
    <message>
        <source>Handing the request to %1…</source>
        <translation>Transmission de la demande à %1…</translation>
    </message>
    <message>
        <source>Handed the request to %1</source>
        <translation>Demande transmise à %1</translation>
    </message>
    <message>
        <source>Could not hand the request to %1</source>
        <translation>Impossible de transmettre la demande à %1</translation>
    </message>
    <message>
        <source>Finding where %1 is mentioned…</source>
        <translation>Recherche des mentions de %1…</translation>
    </message>
    <message>
        <source>Found where %1 is mentioned</source>
        <translation>Mentions de %1 recherchées</translation>
    </message>
    <message>
        <source>Could not find where %1 is mentioned</source>
        <translation>Impossible de rechercher les mentions de %1</translation>
    </message>
    <message>
        <source>Searching the text for %1…</source>
        <translation>Recherche de %1 dans le texte…</translation>
    </message>
    <message>
        <source>Searched the text for %1</source>
        <translation>%1 recherché dans le texte</translation>
    </message>
    <message>
        <source>Could not search the text for %1</source>
        <translation>Impossible de rechercher %1 dans le texte</translation>
    </message>
    <message>
        <source>Searching the project…</source>
        <translation>Recherche dans le projet…</translation>
    </message>
    <message>
        <source>Searched the project</source>
        <translation>Recherche dans le projet effectuée</translation>
    </message>
    <message>
        <source>Could not search the project</source>
        <translation>Impossible de rechercher dans le projet</translation>
    </message>
    <message>
        <source>Looking at the outline…</source>
        <translation>Consultation du plan…</translation>
    </message>
    <message>
        <source>Looked at the outline</source>
        <translation>Plan consulté</translation>
    </message>
    <message>
        <source>Could not look at the outline</source>
        <translation>Impossible de consulter le plan</translation>
    </message>
    <message>
        <source>Counting words…</source>
        <translation>Comptage des mots…</translation>
    </message>
    <message>
        <source>Counted words</source>
        <translation>Mots comptés</translation>
    </message>
    <message>
        <source>Could not count words</source>
        <translation>Impossible de compter les mots</translation>
    </message>
    <message>
        <source>Looking up %1…</source>
        <translation>Consultation de %1…</translation>
    </message>
    <message>
        <source>Looked up %1</source>
        <translation>%1 consulté</translation>
    </message>
    <message>
        <source>Could not look up %1</source>
        <translation>Impossible de consulter %1</translation>
    </message>
    <message>
        <source>Looking through the characters, places and things…</source>
        <translation>Parcours des personnages, lieux et objets…</translation>
    </message>
    <message>
        <source>Looked through the characters, places and things</source>
        <translation>Personnages, lieux et objets parcourus</translation>
    </message>
    <message>
        <source>Could not look through the characters, places and things</source>
        <translation>Impossible de parcourir les personnages, lieux et objets</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>%1 lu</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>Impossible de lire %1</translation>
    </message>
    <message>
        <source>Reading the project…</source>
        <translation>Lecture du projet…</translation>
    </message>
    <message>
        <source>Read the project</source>
        <translation>Projet lu</translation>
    </message>
    <message>
        <source>Could not read the project</source>
        <translation>Impossible de lire le projet</translation>
    </message>
    <message>
        <source>Changing %1…</source>
        <translation>Modification de %1…</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>%1 modifié</translation>
    </message>
    <message>
        <source>Could not change %1</source>
        <translation>Impossible de modifier %1</translation>
    </message>
    <message>
        <source>Changing the project…</source>
        <translation>Modification du projet…</translation>
    </message>
    <message>
        <source>Changed the project</source>
        <translation>Projet modifié</translation>
    </message>
    <message>
        <source>Could not change the project</source>
        <translation>Impossible de modifier le projet</translation>
    </message>
    <message>
        <source>Using %1 on %2…</source>
        <translation>Utilisation de %1 sur %2…</translation>
    </message>
    <message>
        <source>Used %1 on %2</source>
        <translation>%1 utilisé sur %2</translation>
    </message>
    <message>
        <source>Could not use %1 on %2</source>
        <translation>Impossible d&apos;utiliser %1 sur %2</translation>
    </message>
    <message>
        <source>Using %1…</source>
        <translation>Utilisation de %1…</translation>
    </message>
    <message>
        <source>Could not use %1</source>
        <translation>Impossible d&apos;utiliser %1</translation>
    </message>
</context>
<context>
    <name>TreeActions</name>
    <message>
        <source>New chapter</source>
        <translation>Nouveau chapitre</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>Nouvelle scène</translation>
    </message>
    <message>
        <source>New note</source>
        <translation>Nouvelle note</translation>
    </message>
    <message>
        <source>New text</source>
        <translation>Nouveau texte</translation>
    </message>
    <message>
        <source>New chapter “%1”</source>
        <translation>Nouveau chapitre «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New scene “%1”</source>
        <translation>Nouvelle scène «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New note “%1”</source>
        <translation>Nouvelle note «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New text “%1”</source>
        <translation>Nouveau texte «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New part</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New folder</source>
        <translation>Nouveau dossier</translation>
    </message>
    <message>
        <source>New part “%1”</source>
        <translation>Nouvelle partie «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New folder “%1”</source>
        <translation>Nouveau dossier «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New Character</source>
        <translation>Nouveau personnage</translation>
    </message>
    <message>
        <source>New Place</source>
        <translation>Nouveau lieu</translation>
    </message>
    <message>
        <source>New Item</source>
        <translation>Nouvel objet</translation>
    </message>
    <message>
        <source>New Faction</source>
        <translation>Nouvelle faction</translation>
    </message>
    <message>
        <source>New Other Entity</source>
        <translation>Nouvelle fiche d&apos;un autre type</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nouveau personnage</translation>
    </message>
    <message>
        <source>New place</source>
        <translation>Nouveau lieu</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>Nouvel objet</translation>
    </message>
    <message>
        <source>New faction</source>
        <translation>Nouvelle faction</translation>
    </message>
    <message>
        <source>New entity</source>
        <translation>Nouvelle fiche</translation>
    </message>
    <message>
        <source>New character “%1”</source>
        <translation>Nouveau personnage «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New place “%1”</source>
        <translation>Nouveau lieu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New item “%1”</source>
        <translation>Nouvel objet «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New faction “%1”</source>
        <translation>Nouvelle faction «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New entity “%1”</source>
        <translation>Nouvelle fiche «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>New Scene</source>
        <translation>Nouvelle scène</translation>
    </message>
    <message>
        <source>New Chapter</source>
        <translation>Nouveau chapitre</translation>
    </message>
    <message>
        <source>New Note</source>
        <translation>Nouvelle note</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nouveau dossier</translation>
    </message>
    <message>
        <source>New Part</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>Mettre à la corbeille</translation>
    </message>
    <message>
        <source>Restore from Trash</source>
        <translation>Restaurer depuis la corbeille</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>New scene “%1” in “%2”</source>
        <translation>Nouvelle scène «&#xa0;%1&#xa0;» dans «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>Restaurer «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>Déplacer «&#xa0;{title}&#xa0;»</translation>
    </message>
    <message>
        <source>New Entity</source>
        <translation>Nouvelle fiche</translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message>
        <source>Act</source>
        <translation>Agir</translation>
    </message>
    <message>
        <source>Asked in act mode: the assistant could change the project</source>
        <translation>Demandé en mode action&#xa0;: l&apos;assistant pouvait modifier le projet</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>You undid the changes of this turn</source>
        <translation>Vous avez annulé les modifications de cet échange</translation>
    </message>
    <message>
        <source>The answer was cut off: the model reached its length limit before it finished. Keep going continues it.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>La réponse a été coupée&#xa0;: le modèle a atteint sa limite de longueur avant de finir. «&#xa0;Continuer&#xa0;» la poursuit.</translation>
    </message>
    <message>
        <source>You stopped the assistant. Keep going continues where it stopped.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Vous avez arrêté l&apos;assistant. «&#xa0;Continuer&#xa0;» reprend là où il s&apos;est arrêté.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant used all %Ln of its steps before it finished. Keep going gives it %Ln more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>
            <numerusform>L&apos;assistant a utilisé sa %Ln étape avant de finir. «&#xa0;Continuer&#xa0;» lui en donne %Ln de plus&#x202f;; pour autoriser plus d&apos;étapes à chaque question, augmentez «&#xa0;Nombre max. d&apos;étapes&#xa0;» dans les Paramètres.</numerusform>
            <numerusform>L&apos;assistant a utilisé ses %Ln étapes avant de finir. «&#xa0;Continuer&#xa0;» lui en donne %Ln de plus&#x202f;; pour autoriser plus d&apos;étapes à chaque question, augmentez «&#xa0;Nombre max. d&apos;étapes&#xa0;» dans les Paramètres.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant ran out of steps before it finished. Keep going gives it more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>L&apos;assistant a atteint le nombre maximal d&apos;étapes avant d&apos;avoir terminé. «&#xa0;Continuer&#xa0;» lui en donne d&apos;autres&#x202f;; pour autoriser plus d&apos;étapes à chaque question, augmentez «&#xa0;Nombre max. d&apos;étapes&#xa0;» dans les Paramètres.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln jeton</numerusform>
            <numerusform>%Ln jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>This question: %1</source>
        <translation>Cette question&#xa0;: %1</translation>
    </message>
    <message>
        <source>The whole conversation: %1</source>
        <translation>Toute la conversation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modèle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Keep going</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>Modifier et renvoyer</translation>
    </message>
    <message>
        <source>Ask this question again, changed; the conversation goes on from here</source>
        <translation>Reposer cette question en la modifiant&#x202f;; la conversation reprend à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Show run details</source>
        <translation>Détails de l&apos;exécution</translation>
    </message>
    <message>
        <source>%1 in, %2 out</source>
        <translation>%1 en entrée, %2 en sortie</translation>
    </message>
    <message>
        <source> (%1 of the input cached)</source>
        <translation> (%1 de l&apos;entrée en cache)</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>The assistant cannot start the fix now: wait until it has finished, or set it up in Settings.</source>
        <translation>L&apos;assistant ne peut pas lancer la correction maintenant&#xa0;: attendez qu&apos;il ait terminé, ou configurez-le dans les paramètres.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nouveau projet…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Ouvrir un projet…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Merge Conflicted Copies…</source>
        <translation>Fusionner les copies en &amp;conflit…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>&amp;Fermer le projet</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>Re&amp;chercher…</translation>
    </message>
    <message>
        <source>Find and R&amp;eplace…</source>
        <translation>Rechercher et rem&amp;placer…</translation>
    </message>
    <message>
        <source>C&amp;lose Tab</source>
        <translation>Fermer l&apos;on&amp;glet</translation>
    </message>
    <message>
        <source>Next Tab</source>
        <translation>Onglet suivant</translation>
    </message>
    <message>
        <source>Previous Tab</source>
        <translation>Onglet précédent</translation>
    </message>
    <message>
        <source>Go to Project Tree</source>
        <translation>Aller à l&apos;arborescence du projet</translation>
    </message>
    <message>
        <source>Go to Editor</source>
        <translation>Aller à l&apos;éditeur</translation>
    </message>
    <message>
        <source>Go to Assistant</source>
        <translation>Aller à l&apos;assistant</translation>
    </message>
    <message>
        <source>Assistant &amp;History…</source>
        <translation>&amp;Historique de l&apos;assistant…</translation>
    </message>
    <message>
        <source>&amp;House Rules…</source>
        <translation>&amp;Règles maison…</translation>
    </message>
    <message>
        <source>&amp;About Quire</source>
        <translation>À &amp;propos de Quire</translation>
    </message>
    <message>
        <source>Check &amp;Continuity…</source>
        <translation>Vérifier la &amp;cohérence…</translation>
    </message>
    <message>
        <source>Find in &amp;Project…</source>
        <translation>Rechercher dans le pro&amp;jet…</translation>
    </message>
    <message>
        <source>Replace in Pro&amp;ject…</source>
        <translation>Re&amp;mplacer dans le projet…</translation>
    </message>
    <message>
        <source>Go to Inspector</source>
        <translation>Aller à l&apos;inspecteur</translation>
    </message>
    <message>
        <source>Quire &amp;Manual</source>
        <translation>&amp;Manuel de Quire</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Projets &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projet</translation>
    </message>
    <message>
        <source>New &amp;Entity</source>
        <translation>Nouvelle &amp;fiche</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Project Tree</source>
        <translation>Arborescence du &amp;projet</translation>
    </message>
    <message>
        <source>&amp;Undo History</source>
        <translation>&amp;Historique des modifications</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Recherche</translation>
    </message>
    <message>
        <source>I&amp;nspector</source>
        <translation>I&amp;nspecteur</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>Ass&amp;istant</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Aucun projet récent</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Effacer la liste</translation>
    </message>
</context>
<context>
    <name>WriterRequests</name>
    <message>
        <source>- “%1”</source>
        <translation>- «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Quire could not find these quotations from your last answer in the project:
%1
Look each one up with your tools. Give the exact words where the project has them, and say plainly which ones it does not hold.</source>
        <translation>Quire n&apos;a pas trouvé dans le projet ces citations de votre dernière réponse&#xa0;:
%1
Cherchez chacune avec vos outils. Donnez les mots exacts là où le projet les contient, et dites clairement lesquelles il ne contient pas.</translation>
    </message>
    <message>
        <source>- “%1” (found in “%2”, not in “%3”)</source>
        <translation>- «&#xa0;%1&#xa0;» (se trouve dans «&#xa0;%2&#xa0;», pas dans «&#xa0;%3&#xa0;»)</translation>
    </message>
    <message>
        <source>- “%1” (the text gives this line to %2)</source>
        <translation>- «&#xa0;%1&#xa0;» (le texte donne cette réplique à %2)</translation>
    </message>
    <message>
        <source>- “%1” (the project spells the name “%2”)</source>
        <translation>- «&#xa0;%1&#xa0;» (le projet écrit le nom «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>- “%1” (not in “%2”)</source>
        <translation>- «&#xa0;%1&#xa0;» (absente de «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>Fix this timeline problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project, then change the other so that they agree: the prose, or a scene&apos;s when (set_document_info), touching nothing else. Say what you changed and why.</source>
        <translation>Corrigez ce problème de chronologie (%1)&#xa0;:
%2
Dans «&#xa0;%3&#xa0;»&#xa0;: «&#xa0;%4&#xa0;»
Dans «&#xa0;%5&#xa0;»&#xa0;: «&#xa0;%6&#xa0;»
Décidez quel côté a raison d’après le reste du projet, puis modifiez l’autre pour qu’ils concordent&#xa0;: le texte, ou la date d’une scène (set_document_info), sans toucher à rien d’autre. Dites ce que vous avez modifié et pourquoi.</translation>
    </message>
    <message>
        <source>Fix this contradiction with an earlier book (%1):
%2
In “%3”: “%4”
In book %5 “%6”, “%7”: “%8”
The earlier book cannot be changed from here: change this book&apos;s side (or the series entity, if its facts are wrong) so that the books agree, touching nothing else. Say what you changed and why.</source>
        <translation>Corrigez cette contradiction avec un livre précédent (%1)&#xa0;:
%2
Dans «&#xa0;%3&#xa0;»&#xa0;: «&#xa0;%4&#xa0;»
Dans le livre %5 «&#xa0;%6&#xa0;», «&#xa0;%7&#xa0;»&#xa0;: «&#xa0;%8&#xa0;»
Le livre précédent ne peut pas être modifié d&apos;ici&#xa0;: modifiez le passage de ce livre (ou la fiche de la série, si ses données sont fausses) pour que les livres s&apos;accordent, sans rien toucher d&apos;autre. Dites ce que vous avez modifié et pourquoi.</translation>
    </message>
    <message>
        <source>Fix this continuity problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project (the entities, the notes, the other chapters), then change the other side so that they agree, touching nothing else. Say what you changed and why.</source>
        <translation>Corrigez ce problème de continuité (%1)&#xa0;:
%2
Dans «&#xa0;%3&#xa0;»&#xa0;: «&#xa0;%4&#xa0;»
Dans «&#xa0;%5&#xa0;»&#xa0;: «&#xa0;%6&#xa0;»
Décidez quel côté a raison d&apos;après le reste du projet (les fiches, les notes, les autres chapitres), puis modifiez l&apos;autre pour qu&apos;ils concordent, sans toucher à rien d&apos;autre. Dites ce que vous avez modifié et pourquoi.</translation>
    </message>
    <message>
        <source>One side is a time you proposed from the prose: ask me before relying on it.</source>
        <translation>Un des côtés est une date que vous avez proposée d’après le texte&#xa0;: demandez-moi avant de vous y fier.</translation>
    </message>
</context>
<context>
    <name>WritingChart</name>
    <message>
        <source>Words written per day</source>
        <translation>Mots écrits par jour</translation>
    </message>
    <message>
        <source>Nothing written yet</source>
        <translation>Rien d&apos;écrit pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>WritingProgressDialog</name>
    <message>
        <source>Writing Progress</source>
        <translation>Progression de l&apos;écriture</translation>
    </message>
    <message>
        <source>&amp;Project target:</source>
        <translation>Objectif du &amp;projet&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Target for “{title}”:</source>
        <translation>Ob&amp;jectif pour «&#xa0;{title}&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Session target:</source>
        <translation>Objectif de la &amp;séance&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in this session</source>
        <translation>
            <numerusform>%Ln mot écrit pendant cette séance</numerusform>
            <numerusform>%Ln mots écrits pendant cette séance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in the last 30 days</source>
        <translation>
            <numerusform>%Ln mot écrit ces 30 derniers jours</numerusform>
            <numerusform>%Ln mots écrits ces 30 derniers jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Only your own typing counts here, not the assistant&apos;s changes.</source>
        <translation>Seul ce que vous tapez vous-même compte ici, pas les modifications de l&apos;assistant.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln mot</numerusform>
            <numerusform>%Ln mots</numerusform>
        </translation>
    </message>
    <message>
        <source>{words} of {target} words ({percent} %)</source>
        <translation>{words} mots sur {target} ({percent} %)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Change word targets</source>
        <translation>Modifier les objectifs de mots</translation>
    </message>
</context>
<context>
    <name>WritingTools</name>
    <message>
        <source>Check &amp;Spelling as You Type</source>
        <translation>Vérifier l&apos;&amp;orthographe pendant la saisie</translation>
    </message>
    <message>
        <source>Smart P&amp;unctuation</source>
        <translation>&amp;Ponctuation typographique</translation>
    </message>
    <message>
        <source>&amp;Convert Quotes in This Document</source>
        <translation>&amp;Convertir les guillemets de ce document</translation>
    </message>
    <message>
        <source>Project Se&amp;ttings…</source>
        <translation>Paramètres du pro&amp;jet…</translation>
    </message>
    <message>
        <source>Writing &amp;Progress…</source>
        <translation>Pro&amp;gression de l&apos;écriture…</translation>
    </message>
    <message>
        <source>&amp;Focus Mode</source>
        <translation>Mode &amp;concentration</translation>
    </message>
    <message>
        <source>&amp;Dim Other Paragraphs</source>
        <translation>E&amp;stomper les autres paragraphes</translation>
    </message>
    <message>
        <source>&amp;Typewriter Scrolling</source>
        <translation>Défilement &amp;machine à écrire</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoo&amp;m Out</source>
        <translation>&amp;Zoom arrière</translation>
    </message>
    <message>
        <source>Actual Si&amp;ze</source>
        <translation>Taille d&apos;&amp;origine</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>&amp;Comme le système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;lair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Corkboard</source>
        <translation>Tableau de liège</translation>
    </message>
    <message>
        <source>&amp;Outliner</source>
        <translation>P&amp;lan</translation>
    </message>
    <message>
        <source>&amp;Corkboard</source>
        <translation>&amp;Tableau de liège</translation>
    </message>
    <message>
        <source>&amp;Writing</source>
        <translation>É&amp;criture</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>Thèm&amp;e</translation>
    </message>
    <message>
        <source>No spelling dictionary is installed for this project&apos;s language.</source>
        <translation>Aucun dictionnaire n&apos;est installé pour la langue de ce projet.</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) converted</source>
        <translation>
            <numerusform>%n guillemet converti</numerusform>
            <numerusform>%n guillemets convertis</numerusform>
        </translation>
    </message>
    <message>
        <source>No straight quotes to convert</source>
        <translation>Aucun guillemet droit à convertir</translation>
    </message>
</context>
<context>
    <name>_ChoiceDelegate</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
</TS>
