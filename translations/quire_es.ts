<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Quire</source>
        <translation>Acerca de Quire</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versión {version}</translation>
    </message>
    <message>
        <source>A writing app for novelists and worldbuilders, with an assistant you can trust with your manuscript.</source>
        <translation>Una aplicación de escritura para novelistas y creadores de mundos, con un asistente al que puedes confiar tu manuscrito.</translation>
    </message>
    <message>
        <source>Quire is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;{url}&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version ({license}).</source>
        <translation>Quire es software libre: puedes redistribuirlo y modificarlo según los términos de la &lt;a href=&quot;{url}&quot;&gt;Licencia Pública General de GNU&lt;/a&gt;, versión 3 o (a tu elección) cualquier versión posterior ({license}).</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Copiar detalles</translation>
    </message>
    <message>
        <source>Copy the version and the libraries, to paste into a problem report</source>
        <translation>Copiar la versión y las bibliotecas para pegarlas en un informe de problemas</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Hecho con:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
</context>
<context>
    <name>AnswerMarks</name>
    <message>
        <source>not read</source>
        <translation>no leído</translation>
    </message>
    <message>
        <source>Too short to check: the answer does not say which document it comes from.</source>
        <translation>Demasiado corta para comprobarla: la respuesta no dice de qué documento viene.</translation>
    </message>
    <message>
        <source>Quire found these words in your project, but not as the answer gives them: the mark after them says what differs.</source>
        <translation>Quire ha encontrado estas palabras en tu proyecto, pero no como las da la respuesta: la marca que las sigue dice en qué difieren.</translation>
    </message>
    <message>
        <source>Quire could not find this quotation in your project: the assistant may have misquoted or invented it.</source>
        <translation>Quire no ha encontrado esta cita en tu proyecto: puede que el asistente la haya citado mal o la haya inventado.</translation>
    </message>
    <message>
        <source>Found in your project: click to open the passage</source>
        <translation>Encontrada en tu proyecto: haz clic para abrir el pasaje</translation>
    </message>
    <message>
        <source>The assistant did not read this document in this turn: what it says about it may not come from the text.</source>
        <translation>El asistente no ha leído este documento en este turno: lo que dice de él puede no venir del texto.</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>found in “%1”, not in “%2”</source>
        <translation>está en «%1», no en «%2»</translation>
    </message>
    <message>
        <source>the text gives this line to %1</source>
        <translation>el texto da esta frase a %1</translation>
    </message>
    <message>
        <source>the project spells it “%1”</source>
        <translation>el proyecto lo escribe «%1»</translation>
    </message>
    <message>
        <source>not found in “%1”</source>
        <translation>no está en «%1»</translation>
    </message>
    <message>
        <source>not found in your project</source>
        <translation>no está en tu proyecto</translation>
    </message>
    <message>
        <source>open in “%1”</source>
        <translation>abrir en «%1»</translation>
    </message>
</context>
<context>
    <name>AppRows</name>
    <message>
        <source>Follow the system</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Quire changes to the new language the next time it starts.</source>
        <translation>Quire usará el nuevo idioma la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Off (no HTTP log is written)</source>
        <translation>Desactivado (no se escribe registro HTTP)</translation>
    </message>
    <message>
        <source>For troubleshooting: every request and answer, with keys removed</source>
        <translation>Para resolver problemas: cada solicitud y respuesta, sin las claves</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>HTTP log f&amp;ile:</source>
        <translation>Archivo de registro &amp;HTTP:</translation>
    </message>
    <message>
        <source>Write the HTTP log to</source>
        <translation>Escribir el registro HTTP en</translation>
    </message>
    <message>
        <source>Log files (*.log);;All files (*)</source>
        <translation>Archivos de registro (*.log);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>ApprovalCard</name>
    <message>
        <source>The assistant wants to make this change:</source>
        <translation>El asistente quiere hacer este cambio:</translation>
    </message>
    <message>
        <source>Reason, if you reject (optional)</source>
        <translation>Motivo, si lo rechazas (opcional)</translation>
    </message>
    <message>
        <source>The assistant is told why when you reject</source>
        <translation>Si lo rechazas, el asistente sabrá el motivo</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <source>Make this change (you can undo it later)</source>
        <translation>Hacer este cambio (puedes deshacerlo después)</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Do not make this change; the assistant is told, with your reason</source>
        <translation>No hacer este cambio; el asistente recibirá tu motivo</translation>
    </message>
    <message>
        <source>Approve all in this turn</source>
        <translation>Aprobar todos</translation>
    </message>
    <message>
        <source>Make this change and every further change of this turn without asking</source>
        <translation>Hacer este cambio y todos los demás de este turno sin preguntar</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <translation>Editar el texto</translation>
    </message>
    <message>
        <source>Rewrite the proposed text before you approve it: what you write is made</source>
        <translation>Reescribe el texto propuesto antes de aprobarlo: se hará lo que escribas</translation>
    </message>
    <message>
        <source>Approved (%1)</source>
        <translation>Aprobado (%1)</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Aprobado</translation>
    </message>
    <message>
        <source>Not made, because you stopped the assistant</source>
        <translation>No se ha hecho porque has detenido al asistente</translation>
    </message>
    <message>
        <source>Not made, because the answer ended first</source>
        <translation>No se ha hecho porque la respuesta ha terminado antes</translation>
    </message>
    <message>
        <source>Rejected (%1)</source>
        <translation>Rechazado (%1)</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rechazado</translation>
    </message>
</context>
<context>
    <name>AssistantPanel</name>
    <message>
        <source>Ask anything about your project: who knows what, where a thread was dropped, how long part two is. The assistant reads; it changes nothing.</source>
        <translation>Pregunta lo que quieras sobre tu proyecto: quién sabe qué, dónde se perdió un hilo argumental, cuánto mide la segunda parte. El asistente lee; no cambia nada.</translation>
    </message>
    <message>
        <source>Tell the assistant what to change: rename a character everywhere, move a scene, fix a name across chapters. Every change is listed under its turn and can be undone.</source>
        <translation>Dile al asistente qué cambiar: renombrar un personaje en todo el texto, mover una escena, corregir un nombre en varios capítulos. Cada cambio queda anotado bajo su turno y se puede deshacer.</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Abre un proyecto para preguntar sobre él.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>The conversation could not be deleted.</source>
        <translation>No se ha podido eliminar la conversación.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>You added while it worked: %1</source>
        <translation>Has añadido mientras trabajaba: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Tools used</source>
        <translation>Herramientas usadas</translation>
    </message>
    <message>
        <source>The changes of this turn were undone.</source>
        <translation>Se han deshecho los cambios de este turno.</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>(in progress)</source>
        <translation>(en curso)</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Preguntas del asistente</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Not answered: the assistant was stopped.</source>
        <translation>Sin respuesta: se ha detenido al asistente.</translation>
    </message>
    <message>
        <source>Not asked (nobody to ask); assumed: %1</source>
        <translation>No se ha preguntado (no había a quién); ha supuesto: %1</translation>
    </message>
    <message>
        <source>Not asked (enough questions); assumed: %1</source>
        <translation>No se ha preguntado (ya había preguntado bastante); ha supuesto: %1</translation>
    </message>
    <message>
        <source>Save the project first: house rules live in its folder.</source>
        <translation>Guarda antes el proyecto: las normas de la casa se guardan en su carpeta.</translation>
    </message>
    <message>
        <source>Waiting for your approval of the plan…</source>
        <translation>Esperando tu aprobación del plan…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Thinking it over…</source>
        <translation>Dándole vueltas…</translation>
    </message>
    <message>
        <source>Added: the assistant reads it before its next step.</source>
        <translation>Añadido: el asistente lo leerá antes de su próximo paso.</translation>
    </message>
    <message>
        <source>Writing the answer…</source>
        <translation>Escribiendo la respuesta…</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 de %3</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <translation>Esperando tu respuesta…</translation>
    </message>
    <message>
        <source>Reviewing the change to %1…</source>
        <translation>Revisando el cambio en %1…</translation>
    </message>
    <message>
        <source>The conversation could not be saved.</source>
        <translation>No se ha podido guardar la conversación.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read; it was set aside as %2.</source>
        <translation>No se ha podido leer el archivo de conversación %1; se ha guardado aparte como %2.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read.</source>
        <translation>No se ha podido leer el archivo de conversación %1.</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Renombrar conversación</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Eliminar conversación</translation>
    </message>
    <message>
        <source>Delete the conversation “%1”?</source>
        <translation>¿Eliminar la conversación «%1»?</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Exportar conversación</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The conversation could not be exported.</source>
        <translation>No se ha podido exportar la conversación.</translation>
    </message>
    <message>
        <source>Waiting for your approval…</source>
        <translation>Esperando tu aprobación…</translation>
    </message>
    <message>
        <source>Conversation exported to %1</source>
        <translation>Conversación exportada a %1</translation>
    </message>
</context>
<context>
    <name>AssistantRows</name>
    <message>
        <source>Model default</source>
        <translation>Predeterminado del modelo</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Temperatura:</translation>
    </message>
    <message>
        <source>How many rounds of looking things up the assistant may take per question</source>
        <translation>Cuántas rondas de consultas puede hacer el asistente por pregunta</translation>
    </message>
    <message>
        <source>Ma&amp;x steps:</source>
        <translation>Má&amp;ximo de pasos:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Provider default</source>
        <translation>Predeterminado del proveedor</translation>
    </message>
    <message>
        <source>&amp;Context window:</source>
        <translation>&amp;Ventana de contexto:</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>todos los cambios</translation>
    </message>
    <message>
        <source>deletions and large rewrites only</source>
        <translation>solo eliminaciones y reescrituras grandes</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>In act mode, which changes wait for your approval before they are made. Every change can be undone either way.</source>
        <translation>En modo Actuar, qué cambios esperan tu aprobación antes de hacerse. Todos los cambios se pueden deshacer de todos modos.</translation>
    </message>
    <message>
        <source>Ask b&amp;efore the assistant changes:</source>
        <translation>Pre&amp;guntar antes de que el asistente cambie:</translation>
    </message>
    <message>
        <source>Propose a plan first</source>
        <translation>Proponer antes un plan</translation>
    </message>
    <message>
        <source>In act mode, the assistant proposes a plan and changes nothing until you approve it; changes to documents the plan does not name ask you first. The assistant panel&apos;s Plan first chooses it for each question.</source>
        <translation>En modo actuar, el asistente propone un plan y no cambia nada hasta que lo apruebes; los cambios en documentos que el plan no nombra te preguntan antes. «Primero un plan», en el panel del asistente, lo elige para cada pregunta.</translation>
    </message>
    <message>
        <source>Re&amp;viewer:</source>
        <translation>Revi&amp;sor:</translation>
    </message>
</context>
<context>
    <name>AssistantSession</name>
    <message>
        <source>Assistant run %1 taken back: %2</source>
        <translation>Ejecución %1 del asistente revertida: %2</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Revertir: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
    </message>
    <message>
        <source>Assistant: %1</source>
        <translation>Asistente: %1</translation>
    </message>
</context>
<context>
    <name>BackupSettingsDialog</name>
    <message>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>&amp;Keep the newest:</source>
        <translation>Conservar las &amp;más recientes:</translation>
    </message>
    <message>
        <source>Back up when the project &amp;closes</source>
        <translation>Hacer una copia de seguridad al c&amp;errar el proyecto</translation>
    </message>
    <message>
        <source>Backup Folder</source>
        <translation>Carpeta de copias de seguridad</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln palabra</numerusform>
            <numerusform>%Ln palabras</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeList</name>
    <message>
        <source>What changed in detail cannot be shown: %1</source>
        <translation>No se puede mostrar en detalle qué ha cambiado: %1</translation>
    </message>
    <message>
        <source>Undo this turn</source>
        <translation>Deshacer este turno</translation>
    </message>
    <message>
        <source>Take back every change of this turn (your own edits stay)</source>
        <translation>Deshacer todos los cambios de este turno (tus propias ediciones se mantienen)</translation>
    </message>
    <message>
        <source>To undo these changes now, use Edit ▸ Assistant History…</source>
        <translation>Para deshacer estos cambios ahora, usa Edición ▸ Historial del asistente…</translation>
    </message>
    <message numerus="yes">
        <source>Changes undone: %Ln</source>
        <translation>
            <numerusform>%Ln cambio deshecho</numerusform>
            <numerusform>%Ln cambios deshechos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes made: %Ln</source>
        <translation>
            <numerusform>%Ln cambio hecho</numerusform>
            <numerusform>%Ln cambios hechos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing in the project was changed.</source>
        <translation>No se ha cambiado nada en el proyecto.</translation>
    </message>
</context>
<context>
    <name>ChangeRow</name>
    <message>
        <source>Show what changed in detail</source>
        <translation>Mostrar en detalle qué ha cambiado</translation>
    </message>
    <message>
        <source>Revert this change</source>
        <translation>Revertir este cambio</translation>
    </message>
    <message>
        <source>Take back only this change, as a new step you can undo</source>
        <translation>Revertir solo este cambio con un paso nuevo (que puedes deshacer)</translation>
    </message>
    <message>
        <source>Reverted (as a new step you can undo).</source>
        <translation>Revertido (como un paso nuevo que puedes deshacer).</translation>
    </message>
</context>
<context>
    <name>ChangeText</name>
    <message numerus="yes">
        <source>… and %n more paragraphs</source>
        <translation>
            <numerusform>… y %n párrafo más</numerusform>
            <numerusform>… y %n párrafos más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>New note %1 %2</source>
        <translation>Nueva nota %1 %2</translation>
    </message>
    <message>
        <source>New scene %1 %2</source>
        <translation>Nueva escena %1 %2</translation>
    </message>
    <message>
        <source>New chapter %1 %2</source>
        <translation>Nuevo capítulo %1 %2</translation>
    </message>
    <message>
        <source>New document %1 %2</source>
        <translation>Nuevo documento %1 %2</translation>
    </message>
    <message>
        <source>New part %1 %2</source>
        <translation>Nueva parte %1 %2</translation>
    </message>
    <message>
        <source>New folder %1 %2</source>
        <translation>Nueva carpeta %1 %2</translation>
    </message>
    <message>
        <source>New character %1</source>
        <translation>Nuevo personaje %1</translation>
    </message>
    <message>
        <source>New place %1</source>
        <translation>Nuevo lugar %1</translation>
    </message>
    <message>
        <source>New item %1</source>
        <translation>Nuevo objeto %1</translation>
    </message>
    <message>
        <source>New faction %1</source>
        <translation>Nueva facción %1</translation>
    </message>
    <message>
        <source>New entity %1</source>
        <translation>Nueva ficha %1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>Se ha eliminado %1</translation>
    </message>
    <message>
        <source>Moved %1 to the trash</source>
        <translation>Se ha movido %1 a la papelera</translation>
    </message>
    <message>
        <source>Restored %1 from the trash</source>
        <translation>Se ha recuperado %1 de la papelera</translation>
    </message>
    <message>
        <source>Changed the text of %1</source>
        <translation>Se ha cambiado el texto de %1</translation>
    </message>
    <message>
        <source>Added text to %1</source>
        <translation>Se ha añadido texto a %1</translation>
    </message>
    <message>
        <source>Removed text from %1</source>
        <translation>Se ha quitado texto de %1</translation>
    </message>
    <message>
        <source>Changed the details of %1</source>
        <translation>Se han cambiado los datos de %1</translation>
    </message>
    <message>
        <source>Changed the kind of %1</source>
        <translation>Se ha cambiado el tipo de %1</translation>
    </message>
    <message>
        <source>Marked %1 private</source>
        <translation>Se ha marcado %1 como privado</translation>
    </message>
    <message>
        <source>Marked a field of %1 private</source>
        <translation>Se ha marcado un campo de %1 como privado</translation>
    </message>
    <message>
        <source>Changed a field of %1</source>
        <translation>Se ha cambiado un campo de %1</translation>
    </message>
    <message>
        <source>Removed a field of %1</source>
        <translation>Se ha quitado un campo de %1</translation>
    </message>
    <message>
        <source>Reordered the fields of %1</source>
        <translation>Se han reordenado los campos de %1</translation>
    </message>
    <message>
        <source>Added another name for %1</source>
        <translation>Se ha añadido otro nombre para %1</translation>
    </message>
    <message>
        <source>Removed another name of %1</source>
        <translation>Se ha quitado otro nombre de %1</translation>
    </message>
    <message>
        <source>Changed the notes on %1</source>
        <translation>Se han cambiado las notas sobre %1</translation>
    </message>
    <message>
        <source>Changed the project’s details</source>
        <translation>Se han cambiado los datos del proyecto</translation>
    </message>
    <message>
        <source>Changed the project’s settings</source>
        <translation>Se han cambiado los ajustes del proyecto</translation>
    </message>
    <message>
        <source>Renamed %1 to %2</source>
        <translation>Se ha renombrado %1 como %2</translation>
    </message>
    <message>
        <source>Moved %1, now %2</source>
        <translation>Se ha movido %1, ahora %2</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>Se ha cambiado %1</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>en la papelera</translation>
    </message>
    <message>
        <source>not in the project</source>
        <translation>fuera del proyecto</translation>
    </message>
    <message>
        <source>at the end of the project</source>
        <translation>al final del proyecto</translation>
    </message>
    <message>
        <source>at the start of the project</source>
        <translation>al principio del proyecto</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>después de %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <source>at the end of %1</source>
        <translation>al final de %1</translation>
    </message>
    <message>
        <source>at the start of %1</source>
        <translation>al principio de %1</translation>
    </message>
    <message>
        <source>in %1, after %2</source>
        <translation>en %1, después de %2</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Sinopsis</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Word target</source>
        <translation>Objetivo de palabras</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>Otros nombres</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campos</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papelera</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Previously %1</source>
        <translation>Antes %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;(new)&quot; must not agree with it.</extracomment>
        <translation>%1: %2 (valor nuevo)</translation>
    </message>
    <message>
        <source>%1: none (was %2)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;none&quot; must not agree with it.</extracomment>
        <translation>%1: sin valor (antes %2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>Fields reordered</source>
        <translation>Campos reordenados</translation>
    </message>
    <message>
        <source>Another name: %1</source>
        <translation>Otro nombre: %1</translation>
    </message>
    <message>
        <source>No longer called %1</source>
        <translation>Ya no se llama %1</translation>
    </message>
    <message>
        <source>Nothing else changed.</source>
        <translation>No ha cambiado nada más.</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Añadido: %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Quitado: %1</translation>
    </message>
</context>
<context>
    <name>ChapterText</name>
    <message>
        <source>(chapter text)</source>
        <translation>(texto del capítulo)</translation>
    </message>
    <message>
        <source>The text of “%1” before its scenes (its document keeps the chapter&apos;s title)</source>
        <translation>El texto de «%1» antes de sus escenas (su documento conserva el título del capítulo)</translation>
    </message>
</context>
<context>
    <name>CloseButton</name>
    <message>
        <source>Close Tab</source>
        <translation>Cerrar pestaña</translation>
    </message>
</context>
<context>
    <name>ComposeBox</name>
    <message>
        <source>Editing an earlier question: the conversation will go on from there.</source>
        <translation>Estás editando una pregunta anterior: la conversación seguirá desde ahí.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project. Every change is listed and can be undone.</source>
        <translation>Modo Actuar: el asistente puede cambiar tu proyecto. Cada cambio queda anotado y se puede deshacer.</translation>
    </message>
    <message>
        <source>Question for the assistant</source>
        <translation>Pregunta para el asistente</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Add to this turn</source>
        <translation>Añadir a este turno</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step; Stop still stops</source>
        <translation>El asistente lo lee antes de su próximo paso; «Detener» sigue deteniéndolo</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Abre un proyecto para preguntar sobre él.</translation>
    </message>
    <message>
        <source>Connect a model to ask about your project.</source>
        <translation>Conecta un modelo para preguntar sobre tu proyecto.</translation>
    </message>
    <message>
        <source>Add to this turn: a correction the assistant reads before its next step… (Enter adds)</source>
        <translation>Añade algo a este turno: una corrección que el asistente lee antes de su próximo paso… (Intro añade)</translation>
    </message>
    <message>
        <source>Tell the assistant what to change… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Dile al asistente qué cambiar… (Intro envía, Mayús+Intro para una línea nueva)</translation>
    </message>
    <message>
        <source>Ask about your project… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Pregunta sobre tu proyecto… (Intro envía, Mayús+Intro para una línea nueva)</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <source>Connect a model</source>
        <translation>Conecta un modelo</translation>
    </message>
    <message>
        <source>The assistant needs a language model to read your project and answer. Choose one of two ways:</source>
        <translation>El asistente necesita un modelo de lenguaje para leer tu proyecto y responder. Elige una de estas dos opciones:</translation>
    </message>
    <message>
        <source>&lt;b&gt;A cloud model&lt;/b&gt; (OpenAI, Anthropic or OpenRouter): create an API key on the provider&apos;s website, then open Settings, choose the provider and paste the key. It is kept in your system&apos;s keyring. Your questions and the passages the assistant reads are sent to that provider.</source>
        <translation>&lt;b&gt;Un modelo en la nube&lt;/b&gt; (OpenAI, Anthropic u OpenRouter): crea una clave de API en el sitio web del proveedor, abre Ajustes, elige el proveedor y pega la clave. Se guarda en el llavero de tu sistema. Tus preguntas y los pasajes que lee el asistente se envían a ese proveedor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A local model&lt;/b&gt;, free and private: install &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; or &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, download a model that supports tools (for example &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;), and start it. Quire finds it on this computer.</source>
        <translation>&lt;b&gt;Un modelo local&lt;/b&gt;, gratuito y privado: instala &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; o &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, descarga un modelo que admita herramientas (por ejemplo, &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;) e inícialo. Quire lo encontrará en este ordenador.</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <source>Open Settings…</source>
        <translation>Abrir ajustes…</translation>
    </message>
    <message>
        <source>Quire has not looked for local model servers yet.</source>
        <translation>Quire aún no ha buscado servidores de modelos locales.</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio and llama.cpp on this computer…</source>
        <translation>Buscando Ollama, LM Studio y llama.cpp en este ordenador…</translation>
    </message>
    <message>
        <source>No local model server is running on this computer. Start Ollama or LM Studio, then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>No hay ningún servidor de modelos local en marcha en este ordenador. Inicia Ollama o LM Studio y pulsa «Buscar de nuevo».</translation>
    </message>
    <message>
        <source>Found on this computer:</source>
        <translation>Encontrado en este ordenador:</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Usar %1</translation>
    </message>
    <message>
        <source>%1 is running but has no models yet. Download one (for example “ollama pull qwen2.5:7b”), then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>%1 está en marcha, pero aún no tiene modelos. Descarga uno (por ejemplo, «ollama pull qwen2.5:7b») y pulsa «Buscar de nuevo».</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, with the model it has loaded</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, con el modelo que tiene cargado</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 y %Ln más</numerusform>
            <numerusform>%1 y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Quire could not save the settings: %1</source>
        <translation>Quire no ha podido guardar los ajustes: %1</translation>
    </message>
</context>
<context>
    <name>ConnectionRows</name>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Proveedor:</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Dirección del servidor:</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Actuali&amp;zar</translation>
    </message>
    <message>
        <source>Ask the server again which models it offers</source>
        <translation>Volver a preguntar al servidor qué modelos ofrece</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <source>Forget ke&amp;y</source>
        <translation>&amp;Olvidar la clave</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clave de API:</translation>
    </message>
    <message>
        <source>Local &amp;only: never send anything off this computer</source>
        <translation>Solo &amp;local: no enviar nunca nada fuera de este ordenador</translation>
    </message>
    <message>
        <source>While this is on, Quire refuses every model server that is not on this computer (such as the cloud providers), and sends it nothing.</source>
        <translation>Mientras esté activado, Quire rechaza cualquier servidor de modelos que no esté en este ordenador (como los proveedores en la nube) y no le envía nada.</translation>
    </message>
    <message>
        <source>Te&amp;st connection</source>
        <translation>Pro&amp;bar la conexión</translation>
    </message>
    <message>
        <source>Press Refresh to see the models the server offers.</source>
        <extracomment>Names the button “Refresh” (ConnectionRows): quote it as the button reads.</extracomment>
        <translation>Pulsa «Actualizar» para ver los modelos que ofrece el servidor.</translation>
    </message>
    <message>
        <source>Other OpenAI-compatible server</source>
        <translation>Otro servidor compatible con OpenAI</translation>
    </message>
    <message>
        <source>Any (the server&apos;s model)</source>
        <translation>Cualquiera (el modelo del servidor)</translation>
    </message>
    <message>
        <source>•••••• (kept)</source>
        <translation>•••••• (guardada)</translation>
    </message>
    <message>
        <source>%1 is set, but not for %2, so it is not sent there. Set %3=%4 too, or type the key here.</source>
        <translation>%1 está definida, pero no para %2, así que no se le envía. Define también %3=%4 o escribe aquí la clave.</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Pega tu clave de API</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Opcional</translation>
    </message>
    <message>
        <source>%1 needs an API key. It is stored in your system&apos;s keyring.</source>
        <translation>%1 necesita una clave de API. Se guarda en el llavero de tu sistema.</translation>
    </message>
    <message>
        <source>Local servers usually need no key.</source>
        <translation>Los servidores locales no suelen necesitar clave.</translation>
    </message>
    <message>
        <source>A key is set in the system keyring. Type a new one to replace it.</source>
        <translation>Hay una clave guardada en el llavero del sistema. Escribe una nueva para sustituirla.</translation>
    </message>
    <message>
        <source>A key is set for this session only. Type a new one to replace it.</source>
        <translation>Hay una clave guardada solo hasta que salgas de Quire. Escribe una nueva para sustituirla.</translation>
    </message>
    <message>
        <source>A key is set in the environment variable %1. Type a new one to replace it.</source>
        <translation>Hay una clave guardada en la variable de entorno %1. Escribe una nueva para sustituirla.</translation>
    </message>
    <message>
        <source>Asking the server for its models…</source>
        <translation>Preguntando al servidor por sus modelos…</translation>
    </message>
    <message>
        <source>Models offered: %1. Pick one or type its name.</source>
        <translation>Modelos ofrecidos: %1. Elige uno o escribe su nombre.</translation>
    </message>
    <message>
        <source>The server offers no models.</source>
        <translation>El servidor no ofrece ningún modelo.</translation>
    </message>
    <message>
        <source>Could not list the models: %1</source>
        <translation>No se han podido obtener los modelos: %1</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>Connected. Models offered: %1.</source>
        <translation>Conectado. Modelos ofrecidos: %1.</translation>
    </message>
    <message>
        <source>Connected, but the server does not offer “%1”. Choose one of its %2 models.</source>
        <translation>Conectado, pero el servidor no ofrece «%1». Elige uno de sus %2 modelos.</translation>
    </message>
</context>
<context>
    <name>ConversationBar</name>
    <message>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Conversations kept with this project</source>
        <translation>Conversaciones guardadas con este proyecto</translation>
    </message>
    <message>
        <source>Rename, delete or export this conversation</source>
        <translation>Renombrar, eliminar o exportar esta conversación</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renombrar…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Exportar como Markdown…</translation>
    </message>
    <message>
        <source>Previous branch</source>
        <translation>Rama anterior</translation>
    </message>
    <message>
        <source>Next branch</source>
        <translation>Rama siguiente</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Conversación sin título</translation>
    </message>
    <message>
        <source>Branch %1 of %2</source>
        <translation>Rama %1 de %2</translation>
    </message>
</context>
<context>
    <name>CopyMerges</name>
    <message>
        <source>Could not merge the copy</source>
        <translation>No se ha podido combinar la copia</translation>
    </message>
    <message>
        <source>Merge the conflicted copy of “%1”</source>
        <translation>Combinar la copia en conflicto de «%1»</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se ha podido guardar</translation>
    </message>
    <message>
        <source>Merged the conflicted copy of “%1”; the copy is kept in %2</source>
        <translation>Se ha combinado la copia en conflicto de «%1»; la copia se guarda en %2</translation>
    </message>
</context>
<context>
    <name>Corkboard</name>
    <message>
        <source>Corkboard</source>
        <translation>Tablero de corcho</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>Nivel superior</translation>
    </message>
</context>
<context>
    <name>CorrectionList</name>
    <message>
        <source>You added:</source>
        <translation>Has añadido:</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step.</source>
        <translation>El asistente lo lee antes de su próximo paso.</translation>
    </message>
    <message>
        <source>Not read: the turn ended first. Send it as a new question.</source>
        <translation>Sin leer: el turno terminó antes. Envíalo como una pregunta nueva.</translation>
    </message>
</context>
<context>
    <name>CostSettingsGroup</name>
    <message>
        <source>Costs and budget</source>
        <translation>Costes y presupuesto</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>Sin presupuesto</translation>
    </message>
    <message>
        <source>A turn stops once it has spent this many tokens, as when it runs out of steps; Keep going goes on with a fresh budget</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Un turno se detiene al gastar esta cantidad de tokens, como cuando se queda sin pasos; «Continuar» sigue con un presupuesto nuevo</translation>
    </message>
    <message>
        <source>% of the project</source>
        <translation> % del proyecto</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>No preguntar nunca</translation>
    </message>
    <message>
        <source>Show an estimate of the cost and ask first before a turn reads more</source>
        <translation>Mostrar una estimación del coste y preguntar antes de que un turno lea más</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>How often one request may be handed from one specialist to another</source>
        <translation>Cuántas veces puede pasar una petición de un especialista a otro</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrada en caché</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>What your provider charges per million tokens; Quire shows money next to tokens for these models</source>
        <translation>Lo que cobra tu proveedor por millón de tokens; para estos modelos, Quire muestra el importe junto a los tokens</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Moneda:</translation>
    </message>
    <message>
        <source>Add price</source>
        <translation>Añadir precio</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Prices per million tokens:</source>
        <translation>Precios por millón de tokens:</translation>
    </message>
    <message>
        <source> MB at most</source>
        <translation> MB como máximo</translation>
    </message>
    <message>
        <source>Keep none</source>
        <translation>No guardar ninguno</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar caché</translation>
    </message>
    <message>
        <source>Token bu&amp;dget per turn:</source>
        <translation>Presupuesto de to&amp;kens por turno:</translation>
    </message>
    <message>
        <source>Ask before readin&amp;g more than:</source>
        <translation>Preg&amp;untar antes de leer más del:</translation>
    </message>
    <message>
        <source>Ha&amp;ndoffs per turn:</source>
        <translation>&amp;Relevos por turno:</translation>
    </message>
    <message>
        <source>Forget the summaries kept for this project; they are written again when needed</source>
        <translation>Olvidar los resúmenes guardados de este proyecto; se vuelven a escribir cuando hagan falta</translation>
    </message>
    <message>
        <source>Summaries kept:</source>
        <translation>Resúmenes guardados:</translation>
    </message>
    <message>
        <source>%1 tokens a turn</source>
        <translation>%1 tokens por turno</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>sin presupuesto</translation>
    </message>
    <message numerus="yes">
        <source>prices for %Ln model(s)</source>
        <translation>
            <numerusform>precio de %Ln modelo</numerusform>
            <numerusform>precios de %Ln modelos</numerusform>
        </translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>sin precios</translation>
    </message>
    <message>
        <source>as input</source>
        <translation>igual que la entrada</translation>
    </message>
    <message>
        <source>Cleared %1 MB.</source>
        <translation>Se han liberado %1 MB.</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>No hay ningún proyecto abierto.</translation>
    </message>
    <message>
        <source>%1 MB kept for this project</source>
        <translation>%1 MB guardados para este proyecto</translation>
    </message>
</context>
<context>
    <name>CountSection</name>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln palabra</numerusform>
            <numerusform>%Ln palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters with spaces</source>
        <translation>
            <numerusform>%Ln carácter con espacios</numerusform>
            <numerusform>%Ln caracteres con espacios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>…and %Ln more</source>
        <translation>
            <numerusform>…y %Ln más</numerusform>
            <numerusform>…y %Ln más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” opened, but %Ln files had problems.</source>
        <translation>
            <numerusform>«%1» se ha abierto, pero %Ln archivo ha tenido problemas.</numerusform>
            <numerusform>«%1» se ha abierto, pero %Ln archivos han tenido problemas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them are conflicted copies, left by a sync service or by git: Quire can merge each with the version open here, and keeps the copy until you accept.</source>
        <translation>
            <numerusform>%Ln de ellos es una copia en conflicto, dejada por un servicio de sincronización o por git: Quire puede combinarla con la versión abierta aquí, y conserva la copia hasta que aceptes la fusión.</numerusform>
            <numerusform>%Ln de ellos son copias en conflicto, dejadas por un servicio de sincronización o por git: Quire puede combinar cada una con la versión abierta aquí, y conserva la copia hasta que aceptes la fusión.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln places were changed differently on both sides: you choose what stays there, in the next window.</source>
        <translation>
            <numerusform>%Ln lugar se ha cambiado de forma distinta en los dos lados: eliges qué se queda en la ventana siguiente.</numerusform>
            <numerusform>%Ln lugares se han cambiado de forma distinta en los dos lados: eliges qué se queda en la ventana siguiente.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Quire ran into a problem</source>
        <translation>Quire ha tenido un problema</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire.</source>
        <translation>Algo ha fallado dentro de Quire.</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>Qué ha pasado: %1</translation>
    </message>
    <message>
        <source>You can go on working. If it happens again, please send the details below with a problem report.</source>
        <translation>Puedes seguir trabajando. Si vuelve a ocurrir, envía los detalles de abajo con un informe de problemas.</translation>
    </message>
    <message>
        <source>Details of the problem</source>
        <translation>Detalles del problema</translation>
    </message>
    <message>
        <source>Open Log</source>
        <translation>Abrir el registro</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>Copiar los detalles</translation>
    </message>
    <message>
        <source>Your unsaved changes were saved.</source>
        <translation>Tus cambios sin guardar se han guardado.</translation>
    </message>
    <message>
        <source>Your unsaved changes could not be saved. Try File ▸ Save, and keep a copy of the text you were working on before you quit.</source>
        <translation>Tus cambios sin guardar no se han podido guardar. Prueba Archivo ▸ Guardar y guarda una copia del texto en el que trabajabas antes de salir.</translation>
    </message>
    <message>
        <source>Nothing was left unsaved.</source>
        <translation>No quedaba nada sin guardar.</translation>
    </message>
</context>
<context>
    <name>DecisionWords</name>
    <message>
        <source>Approved by you</source>
        <translation>Aprobado por ti</translation>
    </message>
    <message>
        <source>Approved by you, with the rest of the run</source>
        <translation>Aprobado por ti, junto con el resto de la ejecución</translation>
    </message>
    <message>
        <source>Refused by you</source>
        <translation>Rechazado por ti</translation>
    </message>
    <message>
        <source>Not made: you stopped the assistant</source>
        <translation>No se hizo: detuviste al asistente</translation>
    </message>
    <message>
        <source>Not made: the run ended before anyone decided</source>
        <translation>No se hizo: la ejecución terminó antes de que nadie decidiera</translation>
    </message>
    <message>
        <source>Not made: it needed your approval and nobody could be asked</source>
        <translation>No se hizo: necesitaba tu aprobación y no se pudo preguntar a nadie</translation>
    </message>
    <message>
        <source>Made: the approval policy asks about no change</source>
        <translation>Hecho: según el ajuste, no se pregunta por ningún cambio</translation>
    </message>
    <message>
        <source>Made: the approval policy asks only about deletions and large rewrites</source>
        <translation>Hecho: según el ajuste, solo se pregunta por borrados y reescrituras grandes</translation>
    </message>
    <message>
        <source>Made: you approved all of this run’s changes</source>
        <translation>Hecho: aprobaste todos los cambios de esta ejecución</translation>
    </message>
    <message>
        <source>every change asks</source>
        <translation>se pregunta por cada cambio</translation>
    </message>
    <message>
        <source>deletions and large rewrites ask</source>
        <translation>se pregunta por los borrados y las reescrituras grandes</translation>
    </message>
    <message>
        <source>the turn’s changes together rewrite a large part</source>
        <translation>los cambios del turno juntos reescriben una parte grande</translation>
    </message>
    <message>
        <source>it is outside what you asked</source>
        <translation>está fuera de lo que pediste</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it (%1)</source>
        <translation>Hecho: el revisor lo aceptó (%1)</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it</source>
        <translation>Hecho: el revisor lo aceptó</translation>
    </message>
    <message>
        <source>Refused by you: %1</source>
        <translation>Rechazado por ti: %1</translation>
    </message>
    <message>
        <source>Approved by you, but it could not be made</source>
        <translation>Aprobado por ti, pero no se pudo hacer</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>you took %1 of %2 parts, some in your own words</source>
        <translation>aceptaste %1 de %2 partes, algunas con tus propias palabras</translation>
    </message>
    <message>
        <source>you took %1 of %2 parts</source>
        <translation>aceptaste %1 de %2 partes</translation>
    </message>
    <message>
        <source>in your own words</source>
        <translation>con tus propias palabras</translation>
    </message>
    <message>
        <source>the reviewer flagged it: %1</source>
        <translation>el revisor lo señaló: %1</translation>
    </message>
    <message>
        <source>the reviewer flagged it</source>
        <translation>el revisor lo señaló</translation>
    </message>
    <message>
        <source>the reviewer could not check it</source>
        <translation>el revisor no pudo comprobarlo</translation>
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
        <translation>Combinar con los archivos del disco</translation>
    </message>
    <message>
        <source>Could not merge</source>
        <translation>No se ha podido combinar</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se ha podido guardar</translation>
    </message>
</context>
<context>
    <name>DocumentEditor</name>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Document title</source>
        <translation>Título del documento</translation>
    </message>
    <message>
        <source>Document text</source>
        <translation>Texto del documento</translation>
    </message>
    <message>
        <source>Typing in “{title}”</source>
        <translation>Escritura en «{title}»</translation>
    </message>
    <message>
        <source>The assistant is changing this document. You can edit it again when its turn ends.</source>
        <translation>El asistente está cambiando este documento. Podrás editarlo de nuevo cuando termine su turno.</translation>
    </message>
    <message>
        <source>Smart punctuation</source>
        <translation>Puntuación tipográfica</translation>
    </message>
    <message>
        <source>Convert quotes in “{title}”</source>
        <translation>Convertir las comillas de «{title}»</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Negrita</translation>
    </message>
    <message>
        <source>Italic</source>
        <translation>Cursiva</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>No hay sugerencias</translation>
    </message>
    <message>
        <source>Add “{word}” to Project Dictionary</source>
        <translation>Añadir «{word}» al diccionario del proyecto</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renombrar «{old}» como «{new}»</translation>
    </message>
</context>
<context>
    <name>DocumentFieldsSection</name>
    <message numerus="yes">
        <source>Fields (%n)</source>
        <translation>
            <numerusform>Campos (%n)</numerusform>
            <numerusform>Campos (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campos</translation>
    </message>
    <message>
        <source>This document&apos;s own fields, such as those an import brought along</source>
        <translation>Los campos propios de este documento, como los que trajo una importación</translation>
    </message>
</context>
<context>
    <name>EditorSettingsGroup</name>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Reading serif (automatic)</source>
        <translation>Fuente con serifa para leer (automática)</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> caracteres</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>&amp;Fuente:</translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation>Tama&amp;ño de la fuente:</translation>
    </message>
    <message>
        <source>Line &amp;width:</source>
        <translation>&amp;Ancho de línea:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>Aparie&amp;ncia:</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>Not saved yet</source>
        <translation>Aún sin guardar</translation>
    </message>
</context>
<context>
    <name>EntityEditor</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Other names, separated by commas</source>
        <translation>Otros nombres, separados por comas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Edit notes of “{name}”</source>
        <translation>Editar las notas de «{name}»</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Campos</translation>
    </message>
    <message>
        <source>The assistant is changing this entry. You can edit it again when its turn ends.</source>
        <translation>El asistente está cambiando esta ficha. Podrás editarla de nuevo cuando termine su turno.</translation>
    </message>
    <message>
        <source>Fields: values from the start of the series</source>
        <translation>Campos: valores del comienzo de la serie</translation>
    </message>
    <message>
        <source>That change was not possible: {reason}</source>
        <translation>No ha sido posible hacer ese cambio: {reason}</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renombrar «{old}» como «{new}»</translation>
    </message>
    <message>
        <source>Change aliases of “{name}”</source>
        <translation>Cambiar los alias de «{name}»</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Add a field</source>
        <translation>Añadir un campo</translation>
    </message>
    <message>
        <source>Remove the selected field</source>
        <translation>Quitar el campo seleccionado</translation>
    </message>
    <message>
        <source>Move the field up</source>
        <translation>Subir el campo</translation>
    </message>
    <message>
        <source>Move the field down</source>
        <translation>Bajar el campo</translation>
    </message>
    <message>
        <source>Set “{field}” of “{name}”</source>
        <translation>Cambiar «{field}» de «{name}»</translation>
    </message>
    <message>
        <source>“{name}” already has a field called “{field}”.</source>
        <translation>«{name}» ya tiene un campo llamado «{field}».</translation>
    </message>
    <message>
        <source>Rename field “{old}” to “{new}”</source>
        <translation>Renombrar el campo «{old}» como «{new}»</translation>
    </message>
    <message>
        <source>New field</source>
        <translation>Campo nuevo</translation>
    </message>
    <message>
        <source>Add field to “{name}”</source>
        <translation>Añadir un campo a «{name}»</translation>
    </message>
    <message>
        <source>Remove field “{field}” of “{name}”</source>
        <translation>Quitar el campo «{field}» de «{name}»</translation>
    </message>
    <message>
        <source>Move field “{field}”</source>
        <translation>Mover el campo «{field}»</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>Open Settings…</source>
        <translation>Abrir ajustes…</translation>
    </message>
    <message>
        <source>Choose a model…</source>
        <translation>Elegir un modelo…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Empezar una conversación nueva</translation>
    </message>
    <message>
        <source>The model provider did not accept the API key.</source>
        <translation>El proveedor del modelo no ha aceptado la clave de API.</translation>
    </message>
    <message>
        <source>Open Settings and enter a valid key for this provider.</source>
        <translation>Abre Ajustes e introduce una clave válida para este proveedor.</translation>
    </message>
    <message>
        <source>Your API key is not allowed to use this model.</source>
        <translation>Tu clave de API no tiene permiso para usar este modelo.</translation>
    </message>
    <message>
        <source>Choose a model your account may use, or use a key with access to it.</source>
        <translation>Elige un modelo que tu cuenta pueda usar o usa una clave con acceso a él.</translation>
    </message>
    <message>
        <source>The model provider does not know the chosen model.</source>
        <translation>El proveedor no conoce el modelo elegido.</translation>
    </message>
    <message>
        <source>Choose another model in Settings (or check the server address).</source>
        <translation>Elige otro modelo en Ajustes (o comprueba la dirección del servidor).</translation>
    </message>
    <message>
        <source>The model provider is receiving too many requests from you right now.</source>
        <translation>El proveedor está recibiendo demasiadas solicitudes tuyas en este momento.</translation>
    </message>
    <message>
        <source>Your account with the model provider has run out of credit or quota.</source>
        <translation>Tu cuenta con el proveedor se ha quedado sin crédito o sin cuota.</translation>
    </message>
    <message>
        <source>Add credit or raise the limit on the provider&apos;s website, then try again.</source>
        <translation>Añade crédito o sube el límite en el sitio web del proveedor y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The model is overloaded at the moment.</source>
        <translation>El modelo está saturado en este momento.</translation>
    </message>
    <message>
        <source>The conversation has grown too long for this model.</source>
        <translation>La conversación se ha vuelto demasiado larga para este modelo.</translation>
    </message>
    <message>
        <source>Start a new conversation, or choose a model with a larger context window in Settings.</source>
        <translation>Empieza una conversación nueva o elige en Ajustes un modelo con una ventana de contexto más grande.</translation>
    </message>
    <message>
        <source>The model provider refused the request as malformed.</source>
        <translation>El proveedor ha rechazado la solicitud por considerarla mal formada.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider kind in Settings.</source>
        <translation>Puede que el modelo elegido no admita herramientas; elige otro modelo o comprueba el tipo de proveedor en Ajustes.</translation>
    </message>
    <message>
        <source>The model sent a reply Quire could not understand.</source>
        <translation>El modelo ha enviado una respuesta que Quire no ha podido entender.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, choose another model.</source>
        <translation>Vuelve a intentarlo; si sigue ocurriendo, elige otro modelo.</translation>
    </message>
    <message>
        <source>The model provider had an internal error.</source>
        <translation>El proveedor del modelo ha tenido un error interno.</translation>
    </message>
    <message>
        <source>This is usually temporary: try again in a minute.</source>
        <translation>Suele ser algo pasajero: vuelve a intentarlo en un minuto.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the model provider.</source>
        <translation>Quire no puede conectarse con el proveedor del modelo.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address in Settings.</source>
        <translation>Comprueba tu conexión a internet y la dirección del servidor en Ajustes.</translation>
    </message>
    <message>
        <source>The model provider took too long to answer.</source>
        <translation>El proveedor del modelo ha tardado demasiado en responder.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Vuelve a intentarlo dentro de un momento.</translation>
    </message>
    <message>
        <source>You stopped the assistant.</source>
        <translation>Has detenido al asistente.</translation>
    </message>
    <message>
        <source>Ask again or press Keep going when you are ready.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Vuelve a preguntar o pulsa «Continuar» cuando quieras.</translation>
    </message>
    <message>
        <source>The assistant is not set up yet, or its settings are incomplete.</source>
        <translation>El asistente aún no está configurado o sus ajustes están incompletos.</translation>
    </message>
    <message>
        <source>Open Settings to choose a provider and a model.</source>
        <translation>Abre Ajustes para elegir un proveedor y un modelo.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was too large, so Quire stopped reading it.</source>
        <translation>La respuesta del servidor era demasiado grande, así que Quire ha dejado de leerla.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, check the server address in Settings.</source>
        <translation>Vuelve a intentarlo; si sigue ocurriendo, comprueba la dirección del servidor en Ajustes.</translation>
    </message>
    <message>
        <source>The server sent Quire to another address (%1) instead of answering.</source>
        <translation>El servidor ha enviado a Quire a otra dirección (%1) en lugar de responder.</translation>
    </message>
    <message>
        <source>Quire does not follow such redirects. If that address is right, enter it in Settings.</source>
        <translation>Quire no sigue esas redirecciones. Si esa dirección es correcta, escríbela en Ajustes.</translation>
    </message>
    <message>
        <source>Local only is on, and %1 is not on this computer, so Quire sent it nothing.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>«Solo local» está activado y %1 no está en este ordenador, así que Quire no le ha enviado nada.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer in Settings, or turn Local only off there.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Elige en Ajustes un servidor de modelos de este ordenador, o desactiva allí «Solo local».</translation>
    </message>
    <message>
        <source>This request held private text from %1, so Quire did not send it to the model.</source>
        <translation>Esta petición contenía texto privado de %1, así que Quire no la envió al modelo.</translation>
    </message>
    <message>
        <source>Private material stays on this computer. Ask without it, or use a model on this computer and let it read private material in Settings.</source>
        <translation>El material privado se queda en este ordenador. Pregunta sin él, o usa un modelo de este ordenador y deja que lea el material privado en Ajustes.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the local model server at %1.</source>
        <translation>Quire no puede conectarse con el servidor de modelos local en %1.</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address in Settings, then try again.</source>
        <translation>¿Está en marcha el servidor (por ejemplo, Ollama o LM Studio)? Inícialo o comprueba la dirección en Ajustes y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The local model server took too long to answer.</source>
        <translation>El servidor de modelos local ha tardado demasiado en responder.</translation>
    </message>
    <message>
        <source>A large model on a small computer can be slow: try again, or choose a smaller model.</source>
        <translation>Un modelo grande en un ordenador modesto puede ser lento: vuelve a intentarlo o elige un modelo más pequeño.</translation>
    </message>
    <message>
        <source>Enter a valid key for this provider above.</source>
        <translation>Escribe arriba una clave válida para este proveedor.</translation>
    </message>
    <message>
        <source>Choose another model above (or check the server address).</source>
        <translation>Elige otro modelo arriba (o revisa la dirección del servidor).</translation>
    </message>
    <message>
        <source>Choose a model with a larger context window.</source>
        <translation>Elige un modelo con una ventana de contexto más grande.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider above.</source>
        <translation>Puede que el modelo elegido no admita herramientas; elige otro modelo o revisa el proveedor arriba.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address above.</source>
        <translation>Revisa tu conexión a internet y la dirección del servidor de arriba.</translation>
    </message>
    <message>
        <source>Choose a provider and a model above.</source>
        <translation>Elige arriba un proveedor y un modelo.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer, or untick Local only.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Elige un servidor de modelos de este ordenador, o desmarca «Solo local».</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address above.</source>
        <translation>¿Está en marcha el servidor (por ejemplo Ollama o LM Studio)? Inícialo o revisa la dirección de arriba.</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire&apos;s assistant.</source>
        <translation>Algo ha fallado dentro del asistente de Quire.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, please report it with the details below.</source>
        <translation>Vuelve a intentarlo; si sigue ocurriendo, infórmanos con los detalles de abajo.</translation>
    </message>
    <message>
        <source>Wait a minute, then try again.</source>
        <translation>Espera un minuto y vuelve a intentarlo.</translation>
    </message>
    <message numerus="yes">
        <source>Wait about %Ln seconds, then try again.</source>
        <translation>
            <numerusform>Espera %Ln segundo y vuelve a intentarlo.</numerusform>
            <numerusform>Espera unos %Ln segundos y vuelve a intentarlo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateCard</name>
    <message>
        <source>Before the assistant reads on</source>
        <translation>Antes de que el asistente siga leyendo</translation>
    </message>
    <message>
        <source>Don&apos;t read it</source>
        <translation>No leerlo</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Summarising “%1”</source>
        <translation>Resumir «%1»</translation>
    </message>
    <message>
        <source>Summarising the whole project</source>
        <translation>Resumir todo el proyecto</translation>
    </message>
    <message numerus="yes">
        <source>%1 reads %Ln document(s) not summarised yet (%2 words):</source>
        <translation>
            <numerusform>%1 supone leer %Ln documento aún sin resumir (%2 palabras):</numerusform>
            <numerusform>%1 supone leer %Ln documentos aún sin resumir (%2 palabras):</numerusform>
        </translation>
    </message>
    <message>
        <source>This request has read %1% of the project. Reading on sends the rest of it:</source>
        <translation>Esta petición ya ha leído el %1 % del proyecto. Seguir leyendo envía el resto:</translation>
    </message>
    <message>
        <source>about %1 tokens</source>
        <translation>unos %1 tokens</translation>
    </message>
    <message>
        <source>This turn&apos;s budget has %1 tokens left: the assistant will stop there, and can go on after.</source>
        <translation>Al presupuesto de este turno le quedan %1 tokens: el asistente se detendrá ahí y podrá continuar después.</translation>
    </message>
    <message>
        <source>Summaries are kept, so asking again costs only what changed.</source>
        <translation>Los resúmenes se guardan, así que volver a preguntar solo cuesta lo que haya cambiado.</translation>
    </message>
    <message>
        <source>You let the assistant read on.</source>
        <translation>Has dejado que el asistente siga leyendo.</translation>
    </message>
    <message>
        <source>Not read: the assistant answers from what it has.</source>
        <translation>No se ha leído: el asistente responde con lo que tiene.</translation>
    </message>
    <message>
        <source>Not read: you stopped the assistant.</source>
        <translation>No se ha leído: has detenido al asistente.</translation>
    </message>
    <message>
        <source>Not read.</source>
        <translation>No se ha leído.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Manuscript</source>
        <translation>Exportar el manuscrito</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Word document (DOCX)</source>
        <translation>Documento de Word (DOCX)</translation>
    </message>
    <message>
        <source>OpenDocument text (ODT)</source>
        <translation>Texto OpenDocument (ODT)</translation>
    </message>
    <message>
        <source>E-book (EPUB 3)</source>
        <translation>Libro electrónico (EPUB 3)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Web page (HTML)</source>
        <translation>Página web (HTML)</translation>
    </message>
    <message>
        <source>Markdown, one file</source>
        <translation>Markdown, un solo archivo</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Texto sin formato</translation>
    </message>
    <message>
        <source>Making a PDF needs LibreOffice or a LaTeX engine.</source>
        <translation>Para crear un PDF hace falta LibreOffice o un motor LaTeX.</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>&amp;Guardar como:</translation>
    </message>
    <message>
        <source>What goes in</source>
        <translation>Qué se incluye</translation>
    </message>
    <message>
        <source>Part headings</source>
        <translation>Títulos de las partes</translation>
    </message>
    <message>
        <source>Leave out documents whose status is:</source>
        <translation>Dejar fuera los documentos cuyo estado sea:</translation>
    </message>
    <message>
        <source>(no document has a status)</source>
        <translation>(ningún documento tiene estado)</translation>
    </message>
    <message>
        <source>Parts of the tree (untick what stays out):</source>
        <translation>Partes del árbol (desmarca lo que se queda fuera):</translation>
    </message>
    <message>
        <source>How it looks</source>
        <translation>Aspecto</translation>
    </message>
    <message>
        <source>Title page</source>
        <translation>Portada</translation>
    </message>
    <message>
        <source>“%1” by %2</source>
        <translation>«%1», de %2</translation>
    </message>
    <message>
        <source>(no author set)</source>
        <translation>(sin autor)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcional</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>S&amp;ubtítulo:</translation>
    </message>
    <message>
        <source>&amp;Number parts and chapters</source>
        <translation>&amp;Numerar partes y capítulos</translation>
    </message>
    <message>
        <source>Scene s&amp;eparator:</source>
        <translation>&amp;Separador de escenas:</translation>
    </message>
    <message>
        <source>Standard &amp;manuscript format</source>
        <translation>Formato de &amp;manuscrito estándar</translation>
    </message>
    <message>
        <source>12 pt serif, double spacing, 1-inch margins, chapters on a new page, and a header with your surname, the title and the page number.</source>
        <translation>Letra con serifa de 12 pt, interlineado doble, márgenes de una pulgada, cada capítulo en una página nueva y un encabezado con tu apellido, el título y el número de página.</translation>
    </message>
    <message>
        <source>For DOCX, ODT and PDF.</source>
        <translation>Para DOCX, ODT y PDF.</translation>
    </message>
    <message>
        <source>pandoc, which Quire exports with, is not installed.</source>
        <translation>pandoc, con el que Quire exporta, no está instalado.</translation>
    </message>
    <message>
        <source>Made with %1 from the DOCX (the manuscript format applies).</source>
        <translation>Se crea con %1 a partir del DOCX (se aplica el formato de manuscrito).</translation>
    </message>
    <message>
        <source>Made with pandoc and %1.</source>
        <translation>Se crea con pandoc y %1.</translation>
    </message>
    <message>
        <source>PDF is not available: it needs LibreOffice or a LaTeX engine.</source>
        <translation>PDF no está disponible: hace falta LibreOffice o un motor LaTeX.</translation>
    </message>
    <message>
        <source>Made with %1.</source>
        <translation>Se crea con %1.</translation>
    </message>
    <message>
        <source>These choices cannot be exported.</source>
        <translation>No se puede exportar con estas opciones.</translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Documentos: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Palabras: %1</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Elige el archivo al que exportar.</translation>
    </message>
    <message>
        <source>“%1” is a folder. Choose a file name.</source>
        <translation>«%1» es una carpeta. Elige un nombre de archivo.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>La exportación ha fallado: %1</translation>
    </message>
    <message>
        <source>The export was cancelled; nothing was written.</source>
        <translation>Se ha cancelado la exportación; no se ha escrito nada.</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Capítulos</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>Escenas</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Texts</source>
        <translation>Textos</translation>
    </message>
</context>
<context>
    <name>ExportFailureText</name>
    <message>
        <source>“%1” is inside the project folder “%2”. An export never writes into its own project: choose a file outside it.</source>
        <translation>«%1» está dentro de la carpeta del proyecto «%2». Una exportación nunca escribe dentro de su propio proyecto: elige un archivo fuera de ella.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert the manuscript within %Ln second(s) and was stopped.</source>
        <translation>
            <numerusform>pandoc no ha podido convertir el manuscrito en %Ln segundo y se ha detenido.</numerusform>
            <numerusform>pandoc no ha podido convertir el manuscrito en %Ln segundos y se ha detenido.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert the manuscript within %1 of memory and was stopped.</source>
        <translation>pandoc no ha podido convertir el manuscrito con %1 de memoria y se ha detenido.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert “%1” within %Ln second(s) and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>
            <numerusform>pandoc no ha podido convertir «%1» en %Ln segundo y se ha detenido. Probablemente su Markdown anida citas, listas o corchetes a demasiada profundidad: simplifícalo o deja el documento fuera de la exportación.</numerusform>
            <numerusform>pandoc no ha podido convertir «%1» en %Ln segundos y se ha detenido. Probablemente su Markdown anida citas, listas o corchetes a demasiada profundidad: simplifícalo o deja el documento fuera de la exportación.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert “%1” within %2 of memory and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>pandoc no ha podido convertir «%1» con %2 de memoria y se ha detenido. Probablemente su Markdown anida citas, listas o corchetes a demasiada profundidad: simplifícalo o deja el documento fuera de la exportación.</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Exporting the manuscript…</source>
        <translation>Exportando el manuscrito…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export Manuscript</source>
        <translation>Exportar el manuscrito</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Gathering the manuscript…</source>
        <translation>Reuniendo el manuscrito…</translation>
    </message>
    <message>
        <source>Converting with pandoc…</source>
        <translation>Convirtiendo con pandoc…</translation>
    </message>
    <message>
        <source>Making the PDF…</source>
        <translation>Creando el PDF…</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>Escribiendo el archivo…</translation>
    </message>
</context>
<context>
    <name>FactChangesSection</name>
    <message>
        <source>Changes over the series</source>
        <translation>Cambios a lo largo de la serie</translation>
    </message>
    <message>
        <source>No changes: its fields hold through the whole series.</source>
        <translation>Sin cambios: sus campos valen para toda la serie.</translation>
    </message>
    <message>
        <source>Remove Change</source>
        <translation>Quitar cambio</translation>
    </message>
    <message>
        <source>From book</source>
        <translation>Desde el libro</translation>
    </message>
    <message>
        <source>From scene</source>
        <translation>Desde la escena</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>New value (empty: none from then on)</source>
        <translation>Nuevo valor (vacío: ninguno desde entonces)</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>Nuevo valor</translation>
    </message>
    <message>
        <source>Add Change</source>
        <translation>Añadir cambio</translation>
    </message>
    <message>
        <source>becomes</source>
        <extracomment>Between a field&apos;s name and its new value: &quot;[Age] becomes [35]&quot;.</extracomment>
        <translation>pasa a ser</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (este libro)</translation>
    </message>
    <message>
        <source>from the book&apos;s start</source>
        <translation>desde el principio del libro</translation>
    </message>
    <message>
        <source>from “%1” on</source>
        <translation>desde «%1»</translation>
    </message>
    <message>
        <source>Change “%1” of “%2” from book %3</source>
        <translation>Cambiar «%1» de «%2» desde el libro %3</translation>
    </message>
    <message>
        <source>Remove a change of “%1”</source>
        <translation>Quitar un cambio de «%1»</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Ese cambio no ha sido posible: %1</translation>
    </message>
</context>
<context>
    <name>FallbackNotice</name>
    <message>
        <source>%1 was overloaded, so %2 was asked instead.</source>
        <translation>%1 estaba saturado, así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>%1 took no more requests for the moment (rate limit), so %2 was asked instead.</source>
        <translation>%1 no aceptaba más solicitudes por el momento (límite de frecuencia), así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>The account for %1 has no credit left, so %2 was asked instead.</source>
        <translation>La cuenta de %1 se ha quedado sin crédito, así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>%1 had a server error, so %2 was asked instead.</source>
        <translation>%1 ha tenido un error del servidor, así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>%1 could not be reached, so %2 was asked instead.</source>
        <translation>No se ha podido contactar con %1, así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>%1 is not on this computer and Local only is on, so %2 was asked instead.</source>
        <translation>%1 no está en este ordenador y «Solo local» está activado, así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>%1 could not be used as set up (is its API key missing?), so %2 was asked instead.</source>
        <translation>%1 no se ha podido usar tal como está configurado (¿falta su clave de API?), así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>%1 failed, so %2 was asked instead.</source>
        <translation>%1 ha fallado, así que se ha preguntado a %2 en su lugar.</translation>
    </message>
    <message>
        <source>The fallback models are listed in Settings: they are asked, in order, when a model is overloaded, rate limited or has a server error.</source>
        <translation>Los modelos de reserva se indican en Ajustes: se les pregunta, por orden, cuando un modelo está saturado, limitado por frecuencia o tiene un error del servidor.</translation>
    </message>
</context>
<context>
    <name>FallbackRow</name>
    <message>
        <source>none, or for example ollama/qwen2.5:7b</source>
        <translation>ninguno, o por ejemplo ollama/qwen2.5:7b</translation>
    </message>
    <message>
        <source>Models to ask, in order, when the main one is overloaded, rate limited or has a server error. Write each as provider/model, or only the model for one of the same provider; a server&apos;s address may follow after a space. Separate them with commas. Each uses its provider&apos;s own key.</source>
        <translation>Modelos de reserva a los que preguntar, por orden, cuando el principal está saturado, limitado por frecuencia o tiene un error del servidor. Escribe cada uno como proveedor/modelo, o solo el modelo si es del mismo proveedor; tras un espacio puede ir la dirección de un servidor. Sepáralos con comas. Cada uno usa la clave de su proveedor.</translation>
    </message>
    <message>
        <source>If the model gives &amp;up, ask:</source>
        <translation>Si el modelo falla, &amp;que responda:</translation>
    </message>
    <message>
        <source>List at most %1 fallback models.</source>
        <translation>Indica como máximo %1 modelos de reserva.</translation>
    </message>
    <message>
        <source>“%1” is not a fallback: write provider/model, and after a space the server&apos;s address if it needs one.</source>
        <translation>«%1» no es un modelo de reserva válido: escribe proveedor/modelo y, tras un espacio, la dirección del servidor si hace falta.</translation>
    </message>
    <message>
        <source>Fallback “%1”: %2</source>
        <translation>Modelo de reserva «%1»: %2</translation>
    </message>
    <message>
        <source>Fallback “%1”: name a model, as %2/model.</source>
        <translation>Modelo de reserva «%1»: indica un modelo, como %2/modelo.</translation>
    </message>
</context>
<context>
    <name>FindReplaceBar</name>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Reemplazar por</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Distinguir mayúsculas</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Palabras completas</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Reemplazar todo</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Sin coincidencias</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln coincidencia</numerusform>
            <numerusform>%Ln coincidencias</numerusform>
        </translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} de {total}</translation>
    </message>
    <message>
        <source>Replace “{find}” in “{title}”</source>
        <translation>Reemplazar «{find}» en «{title}»</translation>
    </message>
    <message>
        <source>Replace all “{find}” in “{title}”</source>
        <translation>Reemplazar todas las apariciones de «{find}» en «{title}»</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>%Ln reemplazo hecho</numerusform>
            <numerusform>%Ln reemplazos hechos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingCard</name>
    <message>
        <source>Against %1</source>
        <translation>frente al %1</translation>
    </message>
    <message>
        <source>Open the passage</source>
        <translation>Abrir el pasaje</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Corregir</translation>
    </message>
    <message>
        <source>Ask the assistant to change this book&apos;s side so that it agrees with the earlier book, in act mode; you can undo it in one step</source>
        <translation>Pedir al asistente, en modo Actuar, que cambie la parte de este libro para que concuerde con el libro anterior; puedes deshacerlo en un solo paso</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this, in act mode: it may change only these two passages&apos; documents, and you can undo it in one step</source>
        <translation>Pedir al asistente que lo corrija en modo Actuar: solo puede cambiar los documentos de estos dos pasajes, y puedes deshacerlo en un solo paso</translation>
    </message>
    <message>
        <source>Mark Intentional</source>
        <translation>Marcar como intencionado</translation>
    </message>
    <message>
        <source>You meant it: keep it out of later checks</source>
        <translation>Es a propósito: no volver a señalarlo en próximas comprobaciones</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Reabrir</translation>
    </message>
</context>
<context>
    <name>FindingsWindow</name>
    <message>
        <source>The assistant reads your chapters one by one against your characters, places and notes, and lists what disagrees. Every quotation is checked against your text; a second check reads only the chapters you changed.</source>
        <translation>El asistente lee tus capítulos uno a uno, los compara con tus personajes, lugares y notas, y anota lo que no encaja. Cada cita se comprueba con tu texto; una segunda comprobación solo lee los capítulos que has cambiado.</translation>
    </message>
    <message>
        <source>Check Continuity</source>
        <translation>Comprobar la continuidad</translation>
    </message>
    <message>
        <source>Check Every Chapter Again</source>
        <translation>Volver a comprobar todos los capítulos</translation>
    </message>
    <message>
        <source>Check Against Earlier Books</source>
        <translation>Comprobar con los libros anteriores</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series</source>
        <translation>Leer los capítulos de este libro frente a los libros anteriores de su serie</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Show findings marked intentional or fixed</source>
        <translation>Mostrar los hallazgos marcados como intencionados o corregidos</translation>
    </message>
    <message>
        <source>The findings file could not be read; it was set aside as %1.</source>
        <translation>No se ha podido leer el archivo de hallazgos; se ha guardado aparte como %1.</translation>
    </message>
    <message>
        <source>No findings yet. Check Continuity to have your chapters read.</source>
        <extracomment>Names the button “Check Continuity” (FindingsWindow): quote it as it reads.</extracomment>
        <translation>Aún no hay hallazgos. Usa «Comprobar la continuidad» para que se lean tus capítulos.</translation>
    </message>
    <message numerus="yes">
        <source>No open findings; %n marked intentional or fixed are hidden.</source>
        <translation>
            <numerusform>No hay hallazgos abiertos; se oculta %n marcado como intencionado o corregido.</numerusform>
            <numerusform>No hay hallazgos abiertos; se ocultan %n marcados como intencionados o corregidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open findings: the chapters checked agree with your notes.</source>
        <translation>No hay hallazgos abiertos: los capítulos comprobados concuerdan con tus notas.</translation>
    </message>
    <message>
        <source>The finding could not be changed.</source>
        <translation>No se ha podido cambiar el hallazgo.</translation>
    </message>
    <message>
        <source>No chapter has changed since the last check.</source>
        <translation>Ningún capítulo ha cambiado desde la última comprobación.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n chapter(s)…</source>
        <translation>
            <numerusform>Leyendo %n capítulo…</numerusform>
            <numerusform>Leyendo %n capítulos…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged since the last check.</source>
        <translation>
            <numerusform>%n sin cambios desde la última comprobación.</numerusform>
            <numerusform>%n sin cambios desde la última comprobación.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the earlier books of the series…</source>
        <translation>Leyendo los libros anteriores de la serie…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Reading “%1” (%2 of %3)…</source>
        <translation>Leyendo «%1» (%2 de %3)…</translation>
    </message>
    <message numerus="yes">
        <source>%n new finding(s).</source>
        <translation>
            <numerusform>%n hallazgo nuevo.</numerusform>
            <numerusform>%n hallazgos nuevos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: their quotes are not in the project.</source>
        <translation>
            <numerusform>%n hallazgo descartado: sus citas no están en el proyecto.</numerusform>
            <numerusform>%n hallazgos descartados: sus citas no están en el proyecto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n capítulo sin terminar: el asistente se ha quedado sin pasos; se volverá a leer la próxima vez.</numerusform>
            <numerusform>%n capítulos sin terminar: el asistente se ha quedado sin pasos; se volverán a leer la próxima vez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the chapters read so far are kept.</source>
        <translation>Detenido: se conservan los capítulos leídos hasta ahora.</translation>
    </message>
    <message>
        <source>Continuity — %1</source>
        <translation>Continuidad — %1</translation>
    </message>
    <message>
        <source>Continuity</source>
        <translation>Continuidad</translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation>Contradicción</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otro</translation>
    </message>
    <message>
        <source>Possibly fixed: the quoted text has changed</source>
        <translation>Quizá corregido: el texto citado ha cambiado</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Intentional</source>
        <translation>Intencionado</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Corregido</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>en %1</translation>
    </message>
</context>
<context>
    <name>FormatMenu</name>
    <message>
        <source>&amp;Bold</source>
        <translation>&amp;Negrita</translation>
    </message>
    <message>
        <source>&amp;Italic</source>
        <translation>&amp;Cursiva</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>&amp;Formato</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>House Rules — %1</source>
        <translation>Normas de la casa — %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, one per line as a list: your spellings, what must not change, the voice to keep. They go with every request, and a reviewer checks each change the assistant wants to make against them. Kept as %1 in the project folder, so any editor can change them too.</source>
        <translation>Las normas que el asistente respeta en este proyecto, una por línea, como lista: tu ortografía, lo que no debe cambiar, la voz que hay que mantener. Se envían con cada petición, y un revisor comprueba con ellas cada cambio que el asistente quiere hacer. Se guardan como %1 en la carpeta del proyecto, así que también puedes cambiarlas con cualquier editor.</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in every book of this series, one per line as a list, sent with every request before each book&apos;s own. Kept as %1 in the series folder, so any book of the series, and any editor, can change them.</source>
        <translation>Normas que el asistente respeta en todos los libros de esta serie, una por línea como una lista; se envían con cada petición antes de las de cada libro. Se guardan como %1 en la carpeta de la serie, así que cualquier libro de la serie, y cualquier editor, puede cambiarlas.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Normas de la casa</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2). Saving replaces it.</source>
        <translation>No se puede leer %1 (%2). Al guardar se sustituirá.</translation>
    </message>
    <message>
        <source># House rules

&lt;!-- One rule per line, as a list. For example:
- British spelling: grey, colour, realise.
- Part One is final.
--&gt;

- </source>
        <translation># Normas de la casa

&lt;!-- Una norma por línea, como lista. Por ejemplo:
- Ortografía de la RAE: «guion» sin tilde.
- La primera parte es definitiva.
--&gt;

- </translation>
    </message>
    <message>
        <source>The house rules could not be saved: %1</source>
        <translation>No se han podido guardar las normas de la casa: %1</translation>
    </message>
    <message>
        <source>House rules changed on disk</source>
        <translation>Las normas de la casa han cambiado en el disco</translation>
    </message>
    <message>
        <source>%1 was changed by another program since you opened it. Save your version over it?</source>
        <translation>Otro programa ha cambiado %1 desde que lo abriste. ¿Guardar tu versión encima?</translation>
    </message>
    <message>
        <source>Unsaved house rules</source>
        <translation>Normas de la casa sin guardar</translation>
    </message>
    <message>
        <source>Save your changes to the house rules?</source>
        <translation>¿Guardar los cambios en las normas de la casa?</translation>
    </message>
    <message numerus="yes">
        <source>%n house rule(s)</source>
        <translation>
            <numerusform>%n norma de la casa</numerusform>
            <numerusform>%n normas de la casa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesLink</name>
    <message>
        <source>the series&apos; house rules cannot be read</source>
        <translation>no se pueden leer las normas de la casa de la serie</translation>
    </message>
    <message numerus="yes">
        <source>%n of the series</source>
        <translation>
            <numerusform>%n de la serie</numerusform>
            <numerusform>%n de la serie</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules (%1 + %2)</source>
        <extracomment>The book&apos;s count of house rules, then the series&apos; (&quot;2 of the series&quot;), each a link.</extracomment>
        <translation>Normas de la casa (%1 + %2)</translation>
    </message>
    <message>
        <source>The series&apos; house rules, sent with every book of it:</source>
        <translation>Las normas de la casa de la serie, enviadas con cada libro de ella:</translation>
    </message>
    <message>
        <source>House rules cannot be read</source>
        <translation>No se pueden leer las normas de la casa</translation>
    </message>
    <message>
        <source>No house rules yet</source>
        <translation>Aún no hay normas de la casa</translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s), too long to send in full</source>
        <translation>
            <numerusform>Respetando %n norma de la casa (demasiado larga: solo se envía una parte)</numerusform>
            <numerusform>Respetando %n normas de la casa (demasiado largas: solo se envía una parte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s)</source>
        <translation>
            <numerusform>Respetando %n norma de la casa</numerusform>
            <numerusform>Respetando %n normas de la casa</numerusform>
        </translation>
    </message>
    <message>
        <source>house-rules.md in the project folder cannot be read: %1</source>
        <translation>No se puede leer house-rules.md en la carpeta del proyecto: %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, such as “British spelling” or “Part One is final”. Click to write them.</source>
        <translation>Normas que el asistente respeta en este proyecto, como «ortografía británica» o «la primera parte es definitiva». Haz clic para escribirlas.</translation>
    </message>
    <message>
        <source>Sent with every request; the reviewer checks each change against them.</source>
        <translation>Se envían con cada petición; el revisor comprueba cada cambio con ellas.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Make characters, places, items and factions from the notes that describe them</source>
        <translation>Crear fichas de personajes, lugares, objetos y facciones a partir de las notas que los describen</translation>
    </message>
    <message>
        <source>Join the lines of hard-wrapped paragraphs</source>
        <translation>Unir las líneas de los párrafos con saltos de línea fijos</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Becomes</source>
        <translation>Se convierte en</translation>
    </message>
    <message>
        <source>Because of</source>
        <translation>Detectado por</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Import from</source>
        <translation>Importar desde</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Proyecto nuevo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>An Obsidian vault</source>
        <translation>Una bóveda de Obsidian</translation>
    </message>
    <message>
        <source>A novelWriter project</source>
        <translation>Un proyecto de novelWriter</translation>
    </message>
    <message>
        <source>A Scrivener project</source>
        <translation>Un proyecto de Scrivener</translation>
    </message>
    <message>
        <source>A folder of Markdown or text files</source>
        <translation>Una carpeta de archivos Markdown o de texto</translation>
    </message>
    <message>
        <source>Reading “{name}”…</source>
        <translation>Leyendo «{name}»…</translation>
    </message>
    <message numerus="yes">
        <source>Join the lines of hard-wrapped paragraphs (%n files look hard-wrapped)</source>
        <translation>
            <numerusform>Unir las líneas de los párrafos con saltos de línea fijos (%n archivo parece tenerlos)</numerusform>
            <numerusform>Unir las líneas de los párrafos con saltos de línea fijos (%n archivos parecen tenerlos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>its type or kind</source>
        <translation>su tipo o clase</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>una etiqueta</translation>
    </message>
    <message>
        <source>its folder&apos;s name</source>
        <translation>el nombre de su carpeta</translation>
    </message>
    <message numerus="yes">
        <source>%n documents to import</source>
        <translation>
            <numerusform>%n documento por importar</numerusform>
            <numerusform>%n documentos por importar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities to make</source>
        <translation>
            <numerusform>%n ficha por crear</numerusform>
            <numerusform>%n fichas por crear</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other files copied into the project</source>
        <translation>
            <numerusform>%n archivo más se copia al proyecto</numerusform>
            <numerusform>%n archivos más se copian al proyecto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out (listed after the import)</source>
        <translation>
            <numerusform>%n omitido (se detalla tras la importación)</numerusform>
            <numerusform>%n omitidos (se detallan tras la importación)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose where the new project goes.</source>
        <translation>Elige dónde guardar el proyecto nuevo.</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importando…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>The import was stopped. Nothing was written.</source>
        <translation>Se ha detenido la importación. No se ha escrito nada.</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>No se ha podido importar: {reason}</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import Report</source>
        <translation>Informe de importación</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Links pointing outside the folder (not followed)</source>
        <translation>Enlaces que apuntan fuera de la carpeta (no se siguen)</translation>
    </message>
    <message>
        <source>Links to folders (not followed)</source>
        <translation>Enlaces a carpetas (no se siguen)</translation>
    </message>
    <message>
        <source>Special files (fifos, sockets, devices)</source>
        <translation>Archivos especiales (FIFO, sockets, dispositivos)</translation>
    </message>
    <message>
        <source>Hidden files and folders</source>
        <translation>Archivos y carpetas ocultos</translation>
    </message>
    <message>
        <source>Settings of the app the project came from</source>
        <translation>Ajustes de la aplicación de la que procede el proyecto</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Archivos que no se han podido leer</translation>
    </message>
    <message>
        <source>Files too large to bring in</source>
        <translation>Archivos demasiado grandes para traerlos</translation>
    </message>
    <message>
        <source>Files that are not text</source>
        <translation>Archivos que no son texto</translation>
    </message>
    <message>
        <source>Files that are not part of the project</source>
        <translation>Archivos que no forman parte del proyecto</translation>
    </message>
    <message numerus="yes">
        <source>%n documents imported</source>
        <translation>
            <numerusform>%n documento importado</numerusform>
            <numerusform>%n documentos importados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln palabra</numerusform>
            <numerusform>%Ln palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities made</source>
        <translation>
            <numerusform>%n ficha creada</numerusform>
            <numerusform>%n fichas creadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields kept with documents and entities</source>
        <translation>
            <numerusform>%n campo conservado en documentos y fichas</numerusform>
            <numerusform>%n campos conservados en documentos y fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files copied into the project&apos;s attachments</source>
        <translation>
            <numerusform>%n archivo copiado a los adjuntos del proyecto</numerusform>
            <numerusform>%n archivos copiados a los adjuntos del proyecto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links pointed at what they name</source>
        <translation>
            <numerusform>%n enlace resuelto a su destino</numerusform>
            <numerusform>%n enlaces resueltos a su destino</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents put in the trash, from the source&apos;s own trash</source>
        <translation>
            <numerusform>%n documento llevado a la papelera, desde la papelera del origen</numerusform>
            <numerusform>%n documentos llevados a la papelera, desde la papelera del origen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hard-wrapped lines joined</source>
        <translation>
            <numerusform>%n línea con salto fijo unida</numerusform>
            <numerusform>%n líneas con salto fijo unidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files or folders left out, listed below</source>
        <translation>
            <numerusform>%n archivo o carpeta omitido, detallado abajo</numerusform>
            <numerusform>%n archivos o carpetas omitidos, detallados abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was left out.</source>
        <translation>No se ha omitido nada.</translation>
    </message>
    <message numerus="yes">
        <source>Left out (%n)</source>
        <translation>
            <numerusform>Omitidos (%n)</numerusform>
            <numerusform>Omitidos (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought in, with something to check (%n)</source>
        <translation>
            <numerusform>Importados, con algo que revisar (%n)</numerusform>
            <numerusform>Importados, con algo que revisar (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to notes the source does not have (%n)</source>
        <translation>
            <numerusform>Enlaces a notas que no existen en el origen (%n)</numerusform>
            <numerusform>Enlaces a notas que no existen en el origen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard-wrapped files, kept as they were (%n)</source>
        <translation>
            <numerusform>Archivos con saltos de línea fijos, sin cambios (%n)</numerusform>
            <numerusform>Archivos con saltos de línea fijos, sin cambios (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied into attachments (%n)</source>
        <translation>
            <numerusform>Copiados a los adjuntos (%n)</numerusform>
            <numerusform>Copiados a los adjuntos (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Open a document to see its synopsis, status and tags here.</source>
        <translation>Abre un documento para ver aquí su sinopsis, su estado y sus etiquetas.</translation>
    </message>
</context>
<context>
    <name>KeepingActions</name>
    <message>
        <source>&amp;Export Manuscript…</source>
        <translation>&amp;Exportar el manuscrito…</translation>
    </message>
    <message>
        <source>&amp;Back Up Now</source>
        <translation>Hacer copia de seguridad a&amp;hora</translation>
    </message>
    <message>
        <source>Restore Backu&amp;p…</source>
        <translation>Restaurar c&amp;opia de seguridad…</translation>
    </message>
    <message>
        <source>Bac&amp;kup Settings…</source>
        <translation>Ajustes de copia de seguri&amp;dad…</translation>
    </message>
    <message>
        <source>Take &amp;Snapshot</source>
        <translation>&amp;Tomar instantánea</translation>
    </message>
    <message>
        <source>Take &amp;Named Snapshot…</source>
        <translation>Tomar instantánea con &amp;nombre…</translation>
    </message>
    <message>
        <source>Snapshots (&amp;Compare and Restore)…</source>
        <translation>Instantáneas (&amp;comparar y restaurar)…</translation>
    </message>
    <message>
        <source>Empty &amp;Trash…</source>
        <translation>&amp;Vaciar la papelera…</translation>
    </message>
    <message>
        <source>Delete &amp;Permanently…</source>
        <translation>Eliminar &amp;definitivamente…</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Documento</translation>
    </message>
    <message numerus="yes">
        <source>Exported to “%1” (%Ln words)</source>
        <translation>
            <numerusform>Exportado a «%1» (%Ln palabra)</numerusform>
            <numerusform>Exportado a «%1» (%Ln palabras)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to take a snapshot of.</source>
        <translation>Elige un documento del que tomar una instantánea.</translation>
    </message>
    <message>
        <source>Could not take the snapshot</source>
        <translation>No se ha podido tomar la instantánea</translation>
    </message>
    <message>
        <source>Quire could not save the snapshot in the project&apos;s .quire folder. Check that the folder can be written to, then take the snapshot again.</source>
        <translation>Quire no ha podido guardar la instantánea en la carpeta .quire del proyecto. Comprueba que se puede escribir en la carpeta y vuelve a tomar la instantánea.</translation>
    </message>
    <message>
        <source>Snapshot taken of “%1”</source>
        <translation>Instantánea tomada de «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Snapshots taken of %Ln documents</source>
        <translation>
            <numerusform>Instantánea tomada de %Ln documento</numerusform>
            <numerusform>Instantáneas tomadas de %Ln documentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to see its snapshots.</source>
        <translation>Elige un documento para ver sus instantáneas.</translation>
    </message>
    <message>
        <source>Could not make the backup</source>
        <translation>No se ha podido hacer la copia de seguridad</translation>
    </message>
    <message>
        <source>Backed up to “%1”</source>
        <translation>Copia de seguridad guardada en «%1»</translation>
    </message>
    <message>
        <source>%1 (restored)</source>
        <translation>%1 (restaurado)</translation>
    </message>
    <message>
        <source>Could not restore the backup</source>
        <translation>No se ha podido restaurar la copia de seguridad</translation>
    </message>
    <message>
        <source>Restored the backup as “%1”</source>
        <translation>Copia de seguridad restaurada como «%1»</translation>
    </message>
    <message>
        <source>Could not save the backup settings</source>
        <translation>No se han podido guardar los ajustes de copia de seguridad</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>No se ha podido eliminar</translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>La papelera está vacía.</translation>
    </message>
    <message>
        <source>Empty Trash</source>
        <translation>Vaciar la papelera</translation>
    </message>
    <message>
        <source>Select something in the trash to delete it permanently.</source>
        <translation>Selecciona algo de la papelera para eliminarlo definitivamente.</translation>
    </message>
    <message>
        <source>Delete “%1” permanently</source>
        <translation>Eliminar «%1» definitivamente</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln items permanently</source>
        <translation>
            <numerusform>Eliminar %Ln elemento definitivamente</numerusform>
            <numerusform>Eliminar %Ln elementos definitivamente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepingPrompts</name>
    <message>
        <source>Empty Trash</source>
        <translation>Vaciar la papelera</translation>
    </message>
    <message>
        <source>Delete Permanently</source>
        <translation>Eliminar definitivamente</translation>
    </message>
    <message>
        <source>Delete everything in the trash for good?</source>
        <translation>¿Eliminar definitivamente todo lo que hay en la papelera?</translation>
    </message>
    <message>
        <source>Delete “%1” for good?</source>
        <translation>¿Eliminar «%1» definitivamente?</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %Ln selected items for good?</source>
        <translation>
            <numerusform>¿Eliminar definitivamente %Ln elemento seleccionado?</numerusform>
            <numerusform>¿Eliminar definitivamente los %Ln elementos seleccionados?</numerusform>
        </translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Documentos: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Palabras: %1</translation>
    </message>
    <message>
        <source>Folders and entries: %1</source>
        <translation>Carpetas y fichas: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Edit ▸ Undo until you close the project. After that it is gone for good, with its snapshots, except in backups made before now.</source>
        <translation>Hasta que cierres el proyecto, aún puedes recuperarlo con Edición ▸ Deshacer. Después desaparecerá para siempre, con sus instantáneas; solo lo conservarán las copias de seguridad hechas antes.</translation>
    </message>
    <message>
        <source>Take Named Snapshot</source>
        <translation>Tomar instantánea con nombre</translation>
    </message>
    <message>
        <source>A name for the snapshot of “%1”:</source>
        <translation>Un nombre para la instantánea de «%1»:</translation>
    </message>
    <message>
        <source>Restore Backup</source>
        <translation>Restaurar copia de seguridad</translation>
    </message>
    <message>
        <source>Quire backups (*.zip)</source>
        <translation>Copias de seguridad de Quire (*.zip)</translation>
    </message>
    <message>
        <source>Restore the Backup As</source>
        <translation>Restaurar la copia de seguridad como</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otro</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Facciones</translation>
    </message>
    <message>
        <source>Other entities</source>
        <translation>Otras fichas</translation>
    </message>
    <message>
        <source>Make “%1” a character</source>
        <translation>Convertir «%1» en personaje</translation>
    </message>
    <message>
        <source>Make “%1” a place</source>
        <translation>Convertir «%1» en lugar</translation>
    </message>
    <message>
        <source>Make “%1” an item</source>
        <translation>Convertir «%1» en objeto</translation>
    </message>
    <message>
        <source>Make “%1” a faction</source>
        <translation>Convertir «%1» en facción</translation>
    </message>
    <message>
        <source>Make “%1” another kind of entity</source>
        <translation>Convertir «%1» en otro tipo de ficha</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Capítulo</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>Escena</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
</context>
<context>
    <name>LinkNavigator</name>
    <message>
        <source>Ctrl+click to open</source>
        <translation>Ctrl+clic para abrir</translation>
    </message>
</context>
<context>
    <name>LiveTurn</name>
    <message numerus="yes">
        <source>The assistant is repeating the same step (%Ln times); it was told.</source>
        <translation>
            <numerusform>El asistente está repitiendo el mismo paso (%Ln vez); se le ha avisado.</numerusform>
            <numerusform>El asistente está repitiendo el mismo paso (%Ln veces); se le ha avisado.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalOnlyBadge</name>
    <message>
        <source>Local only</source>
        <translation>Solo local</translation>
    </message>
    <message>
        <source>Local only is on: the assistant talks only to a model server on this computer, and nothing is sent anywhere else.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>«Solo local» está activado: el asistente solo habla con un servidor de modelos de este ordenador y no se envía nada a ningún otro sitio.</translation>
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
        <translation>Todos los cambios guardados</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historial de cambios</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Árbol del proyecto</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>Al abrirlo</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <source>Pick a document or an entity in the project tree to start writing.</source>
        <translation>Elige un documento o una ficha en el árbol del proyecto para empezar a escribir.</translation>
    </message>
    <message>
        <source>No project is open. Open one, or make a new one, from the File menu.</source>
        <translation>No hay ningún proyecto abierto. Abre uno o crea uno nuevo desde el menú Archivo.</translation>
    </message>
    <message>
        <source>{title}[*] — Quire</source>
        <translation>{title}[*] — Quire</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln words</source>
        <translation>
            <numerusform>%1 de %Ln palabra</numerusform>
            <numerusform>%1 de %Ln palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln palabra</numerusform>
            <numerusform>%Ln palabras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Project: %Ln words</source>
        <translation>
            <numerusform>Proyecto: %Ln palabra</numerusform>
            <numerusform>Proyecto: %Ln palabras</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>Quire Manual</source>
        <translation>Manual de Quire</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Find in the manual</source>
        <translation>Buscar en el manual</translation>
    </message>
    <message>
        <source>The manual is not included in this copy of Quire.</source>
        <translation>Esta copia de Quire no incluye el manual.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge the Two Versions</source>
        <translation>Combinar las dos versiones</translation>
    </message>
    <message>
        <source>Quire merged what was written on this computer and on the other one. Where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire ha combinado lo que se escribió en este ordenador y en el otro. Donde los dos cambiaron el mismo lugar de forma distinta, elige qué se queda, o escríbelo tú.</translation>
    </message>
    <message>
        <source>What the merge took from each computer</source>
        <translation>Lo que la combinación ha tomado de cada ordenador</translation>
    </message>
    <message>
        <source>Places changed on both computers</source>
        <translation>Lugares cambiados en los dos ordenadores</translation>
    </message>
    <message>
        <source>&amp;Previous Conflict</source>
        <translation>Conflicto &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next Conflict</source>
        <translation>Conflicto &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Accept Merge</source>
        <translation>A&amp;ceptar la combinación</translation>
    </message>
    <message>
        <source>Accept Merge</source>
        <translation>Aceptar la combinación</translation>
    </message>
    <message>
        <source>Where a text was changed on both computers, both versions stay, this computer’s paragraphs first. A title, a name or a field keeps both. Where only one can stand (where a chapter stands, its status or its kind), this computer’s stays.</source>
        <translation>Donde un texto se cambió en los dos ordenadores, se quedan las dos versiones, primero los párrafos de este ordenador. Un título, un nombre o un campo conserva las dos. Donde solo cabe una (dónde está un capítulo, su estado o su tipo), se queda la de este ordenador.</translation>
    </message>
    <message>
        <source>Keep Both and &amp;Accept</source>
        <translation>Conservar las dos y &amp;aceptar</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Volver</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>From this computer: %1</source>
        <translation>De este ordenador: %1</translation>
    </message>
    <message>
        <source>From the other computer: %1</source>
        <translation>Del otro ordenador: %1</translation>
    </message>
    <message>
        <source>Nothing came from either computer on its own.</source>
        <translation>No ha llegado nada de un solo ordenador.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln paragraphs)</source>
        <translation>
            <numerusform>%1 (%Ln párrafo)</numerusform>
            <numerusform>%1 (%Ln párrafos)</numerusform>
        </translation>
    </message>
    <message>
        <source>the project’s settings</source>
        <translation>los ajustes del proyecto</translation>
    </message>
    <message>
        <source>the project’s %1</source>
        <translation>proyecto: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>synopsis</source>
        <translation>sinopsis</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>status</source>
        <translation>estado</translation>
    </message>
    <message>
        <source>target</source>
        <translation>objetivo de palabras</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>etiquetas</translation>
    </message>
    <message>
        <source>other names</source>
        <translation>otros nombres</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>movido</translation>
    </message>
    <message>
        <source>order</source>
        <translation>orden</translation>
    </message>
    <message>
        <source>moved to the trash</source>
        <translation>movido a la papelera</translation>
    </message>
    <message>
        <source>taken out of the trash</source>
        <translation>sacado de la papelera</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>author</source>
        <translation>autor</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>y %Ln más</numerusform>
            <numerusform>y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: passage %2</source>
        <translation>%1: pasaje %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>“%1”, %2: passage %3 of %4</source>
        <translation>«%1», %2: pasaje %3 de %4</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>The project</source>
        <translation>El proyecto</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(sin título)</translation>
    </message>
    <message>
        <source>the field “%1”</source>
        <translation>el campo «%1»</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>el texto</translation>
    </message>
    <message>
        <source>the notes</source>
        <translation>las notas</translation>
    </message>
    <message>
        <source>the synopsis</source>
        <translation>la sinopsis</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>el título</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>el nombre</translation>
    </message>
    <message>
        <source>what kind it is</source>
        <translation>de qué tipo es</translation>
    </message>
    <message>
        <source>the status</source>
        <translation>el estado</translation>
    </message>
    <message>
        <source>the word target</source>
        <translation>el objetivo de palabras</translation>
    </message>
    <message>
        <source>where it stands</source>
        <translation>dónde está</translation>
    </message>
    <message>
        <source>kept or in the trash</source>
        <translation>conservado o en la papelera</translation>
    </message>
    <message>
        <source>the details</source>
        <translation>los detalles</translation>
    </message>
    <message>
        <source>At the top level</source>
        <translation>En el nivel superior</translation>
    </message>
    <message>
        <source>In the trash</source>
        <translation>En la papelera</translation>
    </message>
    <message>
        <source>In “%1”</source>
        <translation>En «%1»</translation>
    </message>
    <message>
        <source>Moved to the trash</source>
        <translation>Movido a la papelera</translation>
    </message>
    <message>
        <source>Deleted for good</source>
        <translation>Eliminado para siempre</translation>
    </message>
    <message>
        <source>Changed, and kept</source>
        <translation>Cambiado, y conservado</translation>
    </message>
    <message>
        <source>Where it was</source>
        <translation>Donde estaba</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, this computer’s first.</source>
        <translation>Aún sin decidir: se quedan las dos, primero la de este ordenador.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s name stays, and the other becomes another name for it.</source>
        <translation>Aún sin decidir: se queda el nombre de este ordenador, y el otro pasa a ser otro nombre suyo.</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, joined.</source>
        <translation>Aún sin decidir: se quedan las dos, unidas.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s stays.</source>
        <translation>Aún sin decidir: se queda la de este ordenador.</translation>
    </message>
    <message>
        <source>This computer’s version stays.</source>
        <translation>Se queda la versión de este ordenador.</translation>
    </message>
    <message>
        <source>The other computer’s version stays.</source>
        <translation>Se queda la versión del otro ordenador.</translation>
    </message>
    <message>
        <source>Both stay, this computer’s first.</source>
        <translation>Se quedan las dos, primero la de este ordenador.</translation>
    </message>
    <message>
        <source>This computer’s name stays, and the other becomes another name for it.</source>
        <translation>Se queda el nombre de este ordenador, y el otro pasa a ser otro nombre suyo.</translation>
    </message>
    <message>
        <source>Both stay, joined.</source>
        <translation>Se quedan las dos, unidas.</translation>
    </message>
    <message>
        <source>What you wrote stays.</source>
        <translation>Se queda lo que has escrito.</translation>
    </message>
    <message>
        <source>This computer’s paragraphs, then the other’s.</source>
        <translation>Los párrafos de este ordenador, después los del otro.</translation>
    </message>
    <message>
        <source>This computer’s name, and the other’s as another name for it.</source>
        <translation>El nombre de este ordenador, y el del otro como otro nombre suyo.</translation>
    </message>
    <message>
        <source>Both, joined: this computer’s first.</source>
        <translation>Las dos, unidas: primero la de este ordenador.</translation>
    </message>
    <message>
        <source>the project’s tree</source>
        <translation>el árbol del proyecto</translation>
    </message>
    <message>
        <source>git left two versions of “%1” in its file, between conflict markers. Quire merged them: where the two differ, choose what stays, or write it yourself.</source>
        <translation>git dejó dos versiones de «%1» en el archivo, entre marcas de conflicto. Quire las ha combinado: donde las dos difieren, elige qué se queda, o escríbelo tú.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2” (%3), written on another computer.</source>
        <translation>%1 guardó una copia en conflicto de «%2» (%3), escrita en otro ordenador.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2”, written on another computer.</source>
        <translation>%1 guardó una copia en conflicto de «%2», escrita en otro ordenador.</translation>
    </message>
    <message>
        <source>Quire merged it with the version open here: where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire la ha combinado con la versión abierta aquí: donde las dos cambiaron el mismo lugar de forma distinta, elige qué se queda, o escríbelo tú.</translation>
    </message>
    <message>
        <source>No version both computers saw is known, so wherever the two differ, you decide.</source>
        <translation>No se conoce ninguna versión que vieran los dos ordenadores, así que donde las dos difieren, decides tú.</translation>
    </message>
    <message>
        <source>“%1” could not be read as the file it is a copy of; it stays as it is.</source>
        <translation>«%1» no se ha podido leer como el archivo del que es copia; se queda como está.</translation>
    </message>
    <message>
        <source>Nothing to decide: the two versions merge by themselves.</source>
        <translation>Nada que decidir: las dos versiones se combinan solas.</translation>
    </message>
    <message>
        <source>The conflict is decided.</source>
        <translation>El conflicto está decidido.</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln conflicts decided.</source>
        <translation>
            <numerusform>%Ln conflicto decidido.</numerusform>
            <numerusform>Los %Ln conflictos están decididos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln conflicts left</source>
        <translation>
            <numerusform>Conflictos sin decidir: %1 de %Ln</numerusform>
            <numerusform>Conflictos sin decidir: %1 de %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conflicts are not decided.</source>
        <translation>
            <numerusform>%Ln conflicto está sin decidir.</numerusform>
            <numerusform>%Ln conflictos están sin decidir.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MissingQuotesNotice</name>
    <message>
        <source>Ask it to check</source>
        <translation>Pedirle que lo compruebe</translation>
    </message>
    <message>
        <source>Ask the assistant to look these quotations up and correct its answer</source>
        <translation>Pedir al asistente que busque estas citas y corrija su respuesta</translation>
    </message>
    <message numerus="yes">
        <source>%n quotation(s) in this answer are not in your project as given.</source>
        <translation>
            <numerusform>%n cita de esta respuesta no está en tu proyecto tal como se da.</numerusform>
            <numerusform>%n citas de esta respuesta no están en tu proyecto tal como se dan.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewProjectDialog</name>
    <message>
        <source>New Project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <source>My Novel</source>
        <translation>Mi novela</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>Your name, as it goes on the title page</source>
        <translation>Tu nombre, tal como irá en la portada</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Ubicación:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crear</translation>
    </message>
    <message>
        <source>Give the project a title.</source>
        <translation>Ponle un título al proyecto.</translation>
    </message>
    <message>
        <source>The location “%1” is not a folder.</source>
        <translation>La ubicación «%1» no es una carpeta.</translation>
    </message>
    <message>
        <source>“%1” already exists. Choose another title or location.</source>
        <translation>«%1» ya existe. Elige otro título u otra ubicación.</translation>
    </message>
    <message>
        <source>Quire makes the folder “%1” for it.</source>
        <translation>Quire creará para él la carpeta «%1».</translation>
    </message>
    <message>
        <source>Where to Put the Project</source>
        <translation>Dónde guardar el proyecto</translation>
    </message>
</context>
<context>
    <name>NoProjectPage</name>
    <message>
        <source>No project is open</source>
        <translation>No hay ningún proyecto abierto</translation>
    </message>
    <message>
        <source>Open a project, or start a new one, to ask the assistant about it.</source>
        <translation>Abre un proyecto, o empieza uno nuevo, para preguntarle al asistente sobre él.</translation>
    </message>
    <message>
        <source>New Project…</source>
        <translation>Nuevo proyecto…</translation>
    </message>
    <message>
        <source>Open Project…</source>
        <translation>Abrir proyecto…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Proyectos recientes</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Sinopsis</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>{target} ({percent} %)</source>
        <translation>{target} ({percent} %)</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renombrar «{old}» como «{new}»</translation>
    </message>
    <message>
        <source>Edit “{title}”: {what}</source>
        <translation>Editar «{title}»: {what}</translation>
    </message>
</context>
<context>
    <name>Outliner</name>
    <message>
        <source>Outline</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <source>Show status</source>
        <translation>Mostrar estado</translation>
    </message>
    <message>
        <source>Show tag</source>
        <translation>Mostrar etiqueta</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Tag:</source>
        <translation>Etiqueta:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words shown</source>
        <translation>
            <numerusform>%Ln palabra mostrada</numerusform>
            <numerusform>%Ln palabras mostradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanelHeader</name>
    <message>
        <source>Ask</source>
        <translation>Preguntar</translation>
    </message>
    <message>
        <source>Ask mode: the assistant reads, it never changes</source>
        <translation>Modo Preguntar: el asistente lee, nunca cambia nada</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Actuar</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project; every change can be undone</source>
        <translation>Modo Actuar: el asistente puede cambiar tu proyecto; todos los cambios se pueden deshacer</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <source>Forget this conversation and start afresh</source>
        <translation>Olvidar esta conversación y empezar de cero</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>Choose the model the assistant uses</source>
        <translation>Elegir el modelo que usa el asistente</translation>
    </message>
    <message>
        <source>Plan first</source>
        <translation>Primero un plan</translation>
    </message>
    <message>
        <source>In Act mode, the assistant proposes a plan and changes nothing until you approve it</source>
        <translation>En modo actuar, el asistente propone un plan y no cambia nada hasta que lo apruebes</translation>
    </message>
</context>
<context>
    <name>PanelSpecialists</name>
    <message>
        <source>The specialists&apos; files could not be written.</source>
        <translation>No se han podido escribir los archivos de los especialistas.</translation>
    </message>
    <message>
        <source>Open a project to edit its specialists.</source>
        <translation>Abre un proyecto para editar sus especialistas.</translation>
    </message>
    <message>
        <source>%1 takes over…</source>
        <translation>%1 toma el relevo…</translation>
    </message>
    <message>
        <source>Asking %1 instead…</source>
        <translation>Preguntando a %1 en su lugar…</translation>
    </message>
    <message>
        <source>Waiting for your word on the estimate…</source>
        <translation>Esperando tu respuesta sobre la estimación…</translation>
    </message>
</context>
<context>
    <name>PartRow</name>
    <message>
        <source>Part %1 of %2</source>
        <translation>Parte %1 de %2</translation>
    </message>
    <message>
        <source>Make this part of the change when you approve</source>
        <translation>Hacer esta parte del cambio cuando lo apruebes</translation>
    </message>
    <message>
        <source>The new text of part %1</source>
        <translation>El texto nuevo de la parte %1</translation>
    </message>
    <message>
        <source>adds “%1”</source>
        <translation>añade «%1»</translation>
    </message>
    <message>
        <source>removes “%1”</source>
        <translation>quita «%1»</translation>
    </message>
    <message>
        <source>“%1” becomes “%2”</source>
        <translation>«%1» pasa a ser «%2»</translation>
    </message>
</context>
<context>
    <name>PartsEditor</name>
    <message>
        <source>Choose the parts to make, and write each as you want it:</source>
        <translation>Elige las partes que se harán y escribe cada una como la quieras:</translation>
    </message>
    <message>
        <source>Choose the parts to make:</source>
        <translation>Elige las partes que se harán:</translation>
    </message>
    <message>
        <source>Write the text as you want it:</source>
        <translation>Escribe el texto como lo quieras:</translation>
    </message>
</context>
<context>
    <name>PlaceView</name>
    <message>
        <source>This computer</source>
        <translation>Este ordenador</translation>
    </message>
    <message>
        <source>The other computer</source>
        <translation>El otro ordenador</translation>
    </message>
    <message>
        <source>The version both started from</source>
        <translation>La versión de la que partieron los dos</translation>
    </message>
    <message>
        <source>What &amp;stays (you can write it yourself):</source>
        <translation>Lo que se &amp;queda (puedes escribirlo tú):</translation>
    </message>
    <message>
        <source>What stays</source>
        <translation>Lo que se queda</translation>
    </message>
    <message>
        <source>Keep &amp;This Computer’s</source>
        <translation>Conservar la de es&amp;te ordenador</translation>
    </message>
    <message>
        <source>Keep the &amp;Other Computer’s</source>
        <translation>Conservar la del &amp;otro ordenador</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Conservar las &amp;dos</translation>
    </message>
    <message>
        <source>Show the &amp;Version Both Started From</source>
        <translation>Mostrar la &amp;versión de partida</translation>
    </message>
    <message>
        <source>Hide the &amp;Version Both Started From</source>
        <translation>Ocultar la &amp;versión de partida</translation>
    </message>
</context>
<context>
    <name>PlanApprovalCard</name>
    <message>
        <source>The assistant proposes a plan</source>
        <translation>El asistente propone un plan</translation>
    </message>
    <message>
        <source>Nothing in your project changes until you approve it. Reword, remove or add steps first if you like; changes to documents the plan does not name will ask you.</source>
        <translation>Nada cambia en tu proyecto hasta que lo apruebes. Si quieres, antes reformula, quita o añade pasos; los cambios en documentos que el plan no nombra te preguntarán.</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Añadir un paso</translation>
    </message>
    <message>
        <source>Approve plan</source>
        <translation>Aprobar el plan</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>The assistant makes no change in this turn</source>
        <translation>El asistente no hace ningún cambio en este turno</translation>
    </message>
    <message>
        <source>What the assistant should do, and in which document</source>
        <translation>Qué debe hacer el asistente, y en qué documento</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Quitar este paso</translation>
    </message>
    <message>
        <source>Plan approved, in your version.</source>
        <translation>Plan aprobado, en tu versión.</translation>
    </message>
    <message>
        <source>Plan approved.</source>
        <translation>Plan aprobado.</translation>
    </message>
    <message>
        <source>Plan refused: the assistant makes no change in this turn.</source>
        <translation>Plan rechazado: el asistente no hace ningún cambio en este turno.</translation>
    </message>
    <message>
        <source>Plan not approved: you stopped the assistant.</source>
        <translation>Plan no aprobado: has detenido al asistente.</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <source>Carried over from an earlier question; the assistant goes on with it.</source>
        <translation>Viene de una pregunta anterior; el asistente sigue con él.</translation>
    </message>
    <message>
        <source>Plan: %1 of %2 done</source>
        <translation>Plan: %1 de %2 hechos</translation>
    </message>
</context>
<context>
    <name>PrivateAction</name>
    <message>
        <source>Private</source>
        <translation>Privado</translation>
    </message>
    <message>
        <source>Mark “%1” private</source>
        <translation>Marcar «%1» como privado</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>Quitar la marca de privado a «%1»</translation>
    </message>
</context>
<context>
    <name>PrivateMark</name>
    <message>
        <source>Private: never sent to a cloud model</source>
        <translation>Privado: nunca se envía a un modelo en la nube</translation>
    </message>
</context>
<context>
    <name>PrivateRow</name>
    <message>
        <source>Let a model on this computer read private material</source>
        <translation>Dejar que un modelo de este ordenador lea el material privado</translation>
    </message>
    <message>
        <source>Notes, folders and entries you mark private are never sent to a model in the cloud. With this on, a model server on this computer (such as Ollama or LM Studio) may read them; if a fallback model is elsewhere, none may.</source>
        <translation>Las notas, carpetas y fichas que marques como privadas nunca se envían a un modelo en la nube. Con esto activado, un servidor de modelos de este ordenador (como Ollama o LM Studio) puede leerlas; si un modelo de reserva está en otro sitio, ninguno puede.</translation>
    </message>
</context>
<context>
    <name>PrivateSection</name>
    <message>
        <source>Private</source>
        <translation>Privado</translation>
    </message>
    <message>
        <source>Private because a folder around it is marked private</source>
        <translation>Privado porque una carpeta que lo contiene está marcada como privada</translation>
    </message>
    <message>
        <source>Mark “%1” private</source>
        <translation>Marcar «%1» como privado</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>Quitar la marca de privado a «%1»</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>nested more than %n folders deep; the deeper parts were dropped</source>
        <translation>
            <numerusform>anidado a más de %n carpeta de profundidad; se han descartado las partes más profundas</numerusform>
            <numerusform>anidado a más de %n carpetas de profundidad; se han descartado las partes más profundas</numerusform>
        </translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árbol</translation>
    </message>
    <message>
        <source>trash</source>
        <translation>papelera</translation>
    </message>
    <message>
        <source>folder %1</source>
        <translation>carpeta %1</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>una tabla de claves y valores</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a link to something outside the project; not read (Quire does not follow it)</source>
        <translation>un enlace a algo fuera del proyecto; no se ha leído (Quire no lo sigue)</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>no es texto UTF-8 (byte %1)</translation>
    </message>
    <message>
        <source>duplicate id %1 (also in %2); skipped</source>
        <translation>id %1 duplicado (también en %2); se ha omitido</translation>
    </message>
    <message>
        <source>not in the tree of %1; placed at the end of the top level</source>
        <translation>no está en el árbol de %1; se ha colocado al final del nivel superior</translation>
    </message>
    <message>
        <source>no format version; read as format %1</source>
        <translation>sin versión de formato; se ha leído como formato %1</translation>
    </message>
    <message>
        <source>larger than %1 MB, the most a document or entity file may be; not read</source>
        <translation>mayor de %1 MB, lo máximo que puede ocupar un archivo de documento o de ficha; no se ha leído</translation>
    </message>
    <message>
        <source>a conflicted copy of %1 made by %2; not read as a document: Quire offers to merge it, and keeps it until the merge is accepted</source>
        <translation>una copia en conflicto de %1 hecha por %2; no se ha leído como documento: Quire ofrece fusionarla y la guarda hasta que se acepte la fusión</translation>
    </message>
    <message>
        <source>holds git’s conflict markers; Quire offers to merge its two sides</source>
        <translation>contiene marcadores de conflicto de git; Quire ofrece fusionar sus dos versiones</translation>
    </message>
    <message>
        <source>left by an interrupted save of an earlier Quire, which it cannot vouch for; set aside: every file is read as it is and none is removed</source>
        <translation>lo dejó un guardado interrumpido de una versión anterior de Quire, que esta no puede garantizar; se ha guardado aparte: cada archivo se lee tal cual y no se elimina ninguno</translation>
    </message>
    <message>
        <source>not a save journal (%1); set aside</source>
        <translation>no es un registro de guardado (%1); se ha guardado aparte</translation>
    </message>
    <message>
        <source>left by an interrupted save, but %1 changed since: set aside, so every file is read as it is and none is removed</source>
        <translation>lo dejó un guardado interrumpido, pero %1 ha cambiado desde entonces: se ha guardado aparte, así que cada archivo se lee tal cual y no se elimina ninguno</translation>
    </message>
    <message>
        <source>left by an interrupted save, but the new content of %1 is gone: set aside, so every file is read as it is and none is removed</source>
        <translation>lo dejó un guardado interrumpido, pero el contenido nuevo de %1 ha desaparecido: se ha guardado aparte, así que cada archivo se lee tal cual y no se elimina ninguno</translation>
    </message>
    <message>
        <source>not valid JSON: %1 (line %2, column %3)</source>
        <translation>no es JSON válido: %1 (línea %2, columna %3)</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>anidado a demasiada profundidad para leerlo</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>unknown keys ignored: %1</source>
        <translation>claves desconocidas ignoradas: %1</translation>
    </message>
    <message>
        <source>“%1” must be text; read as “%2”</source>
        <translation>«%1» debe ser texto; se ha leído como «%2»</translation>
    </message>
    <message>
        <source>%1: children must be a list; read as empty</source>
        <translation>%1: el contenido debe ser una lista; se ha leído como vacío</translation>
    </message>
    <message>
        <source>%1: %2 is listed more than once; kept the first</source>
        <translation>%1: %2 aparece más de una vez; se ha conservado la primera</translation>
    </message>
    <message>
        <source>%1: an entry without an id was dropped</source>
        <translation>%1: se ha descartado una entrada sin id</translation>
    </message>
    <message>
        <source>%1: no document file has the id %2; dropped</source>
        <translation>%1: ningún archivo de documento tiene el id %2; se ha descartado</translation>
    </message>
    <message>
        <source>%1: “%2” is neither a document nor a folder; dropped</source>
        <translation>%1: «%2» no es ni un documento ni una carpeta; se ha descartado</translation>
    </message>
    <message>
        <source>%1: folder %2 has unknown kind %3</source>
        <translation>%1: la carpeta %2 tiene un tipo desconocido, %3</translation>
    </message>
    <message>
        <source>%1: folder %2: “private” must be yes or no, not %3; read as private</source>
        <translation>%1: la carpeta %2: «private» debe ser sí o no, no %3; se lee como privada</translation>
    </message>
    <message>
        <source>trash must be a list; read as empty</source>
        <translation>la papelera debe ser una lista; se ha leído como vacía</translation>
    </message>
    <message>
        <source>trash: %1 is listed more than once</source>
        <translation>papelera: %1 aparece más de una vez</translation>
    </message>
    <message>
        <source>trash: %1 has a parent that is not an id; ignored</source>
        <translation>papelera: %1 tiene un elemento superior que no es un id; se ha ignorado</translation>
    </message>
    <message>
        <source>trash: %1 has an index that is not a number; ignored</source>
        <translation>papelera: %1 tiene una posición que no es un número; se ha ignorado</translation>
    </message>
    <message>
        <source>trash: no entity file has the id %1; dropped</source>
        <translation>papelera: ningún archivo de ficha tiene el id %1; se ha descartado</translation>
    </message>
    <message>
        <source>trash: folder %1 has no contents; dropped</source>
        <translation>papelera: la carpeta %1 no tiene contenido; se ha descartado</translation>
    </message>
    <message>
        <source>the statuses must be a list; the usual ones are used</source>
        <translation>los estados deben ser una lista; se usan los habituales</translation>
    </message>
    <message>
        <source>a status was dropped: %1</source>
        <translation>se ha descartado un estado: %1</translation>
    </message>
    <message>
        <source>the word targets must be an object; ignored</source>
        <translation>los objetivos de palabras deben ser un objeto; se han ignorado</translation>
    </message>
    <message>
        <source>word target “%1” ignored: %2</source>
        <translation>objetivo de palabras «%1» ignorado: %2</translation>
    </message>
    <message>
        <source>the word list must be a list of words; ignored</source>
        <translation>el diccionario del proyecto debe ser una lista de palabras; se ha ignorado</translation>
    </message>
    <message>
        <source>a word of the word list was dropped: %1</source>
        <translation>se ha descartado una palabra del diccionario del proyecto: %1</translation>
    </message>
    <message>
        <source>what the project requires of the assistant (%1) cannot be %2; the strictest is required until it is set again</source>
        <translation>lo que el proyecto exige al asistente (%1) no puede ser %2; se aplica lo más estricto hasta que se vuelva a ajustar</translation>
    </message>
    <message>
        <source>the writing log must be a list; ignored</source>
        <translation>el registro de escritura debe ser una lista; se ha ignorado</translation>
    </message>
    <message>
        <source>writing log: not a [day, words] pair: %1; dropped</source>
        <translation>registro de escritura: no es un par [día, palabras]: %1; se ha descartado</translation>
    </message>
    <message>
        <source>writing log: not a day: %1; dropped</source>
        <translation>registro de escritura: no es un día: %1; se ha descartado</translation>
    </message>
    <message>
        <source>writing log: the words of %1 must be a whole number; dropped</source>
        <translation>registro de escritura: las palabras del %1 deben ser un número entero; se ha descartado</translation>
    </message>
    <message>
        <source>writing log: %1 is listed more than once; dropped</source>
        <translation>registro de escritura: %1 aparece más de una vez; se ha descartado</translation>
    </message>
    <message>
        <source>a word target must be a whole number</source>
        <translation>un objetivo de palabras debe ser un número entero</translation>
    </message>
    <message>
        <source>a word target must be between 0 and %1</source>
        <translation>un objetivo de palabras debe estar entre 0 y %1</translation>
    </message>
    <message>
        <source>a project has at most %1 statuses</source>
        <translation>un proyecto tiene como máximo %1 estados</translation>
    </message>
    <message>
        <source>a status needs a name</source>
        <translation>un estado necesita un nombre</translation>
    </message>
    <message>
        <source>a status name may not start or end with spaces: “%1”</source>
        <translation>el nombre de un estado no puede empezar ni terminar con espacios: «%1»</translation>
    </message>
    <message>
        <source>a status colour must look like #rrggbb: %1</source>
        <translation>el color de un estado debe tener la forma #rrggbb: %1</translation>
    </message>
    <message>
        <source>two statuses are called “%1”</source>
        <translation>dos estados se llaman «%1»</translation>
    </message>
    <message>
        <source>not a word for the word list: %1</source>
        <translation>no es una palabra para el diccionario del proyecto: %1</translation>
    </message>
    <message>
        <source>a word-list entry is one word: “%1”</source>
        <translation>cada entrada del diccionario del proyecto es una sola palabra: «%1»</translation>
    </message>
    <message>
        <source>no front matter: the file must start with a “---” line</source>
        <translation>sin cabecera: el archivo debe empezar con una línea «---»</translation>
    </message>
    <message>
        <source>front matter is not closed: no second “---” line</source>
        <translation>la cabecera no está cerrada: falta la segunda línea «---»</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1 (line %2)</source>
        <translation>la cabecera no es YAML válido: %1 (línea %2)</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1</source>
        <translation>la cabecera no es YAML válido: %1</translation>
    </message>
    <message>
        <source>front matter is nested too deeply</source>
        <translation>la cabecera está anidada a demasiada profundidad</translation>
    </message>
    <message>
        <source>front matter must be a list of “key: value” lines</source>
        <translation>la cabecera debe ser una lista de líneas «clave: valor»</translation>
    </message>
    <message>
        <source>front matter is too large to read</source>
        <translation>la cabecera es demasiado grande para leerla</translation>
    </message>
    <message>
        <source>“private” must be yes or no, not %1; read as private</source>
        <translation>«private» debe ser sí o no, no %1; se lee como privado</translation>
    </message>
    <message>
        <source>“private_fields” must be a list of field names, not %1; the whole entry is read as private</source>
        <translation>«private_fields» debe ser una lista de nombres de campo, no %1; toda la ficha se lee como privada</translation>
    </message>
    <message>
        <source>front matter has no id</source>
        <translation>la cabecera no tiene id</translation>
    </message>
    <message>
        <source>the id must be text, not %1</source>
        <translation>el id debe ser texto, no %1</translation>
    </message>
    <message>
        <source>the id “%1” is not a document id (they look like %2…)</source>
        <translation>el id «%1» no es un id de documento (tienen la forma %2…)</translation>
    </message>
    <message>
        <source>the id “%1” is not an entity id (they look like %2…)</source>
        <translation>el id «%1» no es un id de ficha (tienen la forma %2…)</translation>
    </message>
    <message>
        <source>the id is nested too deeply</source>
        <translation>el id está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply; ignored</source>
        <translation>«%1» está anidado a demasiada profundidad; se ha ignorado</translation>
    </message>
    <message>
        <source>no “%1”; read as “%2”</source>
        <translation>falta «%1»; se ha leído como «%2»</translation>
    </message>
    <message>
        <source>“%1” must be text, not %2; ignored</source>
        <translation>«%1» debe ser texto, no %2; se ha ignorado</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from 0 to %2; ignored</source>
        <translation>«%1» debe ser un número entero de 0 a %2; se ha ignorado</translation>
    </message>
    <message>
        <source>unknown kind %1 (one of %2); read as %3</source>
        <translation>tipo desconocido %1 (uno de %2); se ha leído como %3</translation>
    </message>
    <message>
        <source>“%1” must be a list of text; ignored</source>
        <translation>«%1» debe ser una lista de textos; se ha ignorado</translation>
    </message>
    <message>
        <source>“%1”: the value of %2 must be text; ignored</source>
        <translation>«%1»: el valor de %2 debe ser texto; se ha ignorado</translation>
    </message>
    <message>
        <source>“%1” must be a mapping of names to text; ignored</source>
        <translation>«%1» debe asignar textos a nombres; se ha ignorado</translation>
    </message>
    <message>
        <source>not document fields, ignored: %1</source>
        <translation>no son campos de documento, ignorados: %1</translation>
    </message>
    <message>
        <source>not entity fields, ignored: %1</source>
        <translation>no son campos de ficha, ignorados: %1</translation>
    </message>
    <message>
        <source>the series folder %1 is not there; the book opens without the series’ entities</source>
        <translation>la carpeta de la serie %1 no está; el libro se abre sin las fichas de la serie</translation>
    </message>
    <message>
        <source>the series at %1 cannot be read (%2); the book opens without the series’ entities</source>
        <translation>la serie en %1 no se puede leer (%2); el libro se abre sin las fichas de la serie</translation>
    </message>
    <message>
        <source>“changes” must be a list of changes; ignored</source>
        <translation>«changes» debe ser una lista de cambios; se ha ignorado</translation>
    </message>
    <message>
        <source>change %1 cannot be read (“%2” is wrong); ignored</source>
        <translation>el cambio %1 no se puede leer («%2» es incorrecto); se ha ignorado</translation>
    </message>
    <message>
        <source>more than %1 changes; the rest ignored</source>
        <translation>más de %1 cambios; se ha ignorado el resto</translation>
    </message>
    <message>
        <source>“books” must be a list of books; ignored</source>
        <translation>«books» debe ser una lista de libros; se ha ignorado</translation>
    </message>
    <message>
        <source>book %1 has no relative path to its folder; ignored</source>
        <translation>el libro %1 no tiene una ruta relativa a su carpeta; se ha ignorado</translation>
    </message>
    <message>
        <source>“%1” holds %2 at character %3, which no file can store</source>
        <translation>«%1» contiene %2 en el carácter %3, que ningún archivo puede guardar</translation>
    </message>
    <message>
        <source>holds %1 at character %2, which no file can store</source>
        <translation>contiene %1 en el carácter %2, que ningún archivo puede guardar</translation>
    </message>
    <message>
        <source>the name “%1” holds %2 at character %3, which no file can store</source>
        <translation>el nombre «%1» contiene %2 en el carácter %3, que ningún archivo puede guardar</translation>
    </message>
    <message>
        <source>not readable as UTF-16 text (byte %1)</source>
        <translation>no se puede leer como texto UTF-16 (byte %1)</translation>
    </message>
    <message>
        <source>over %1 MB</source>
        <translation>más de %1 MB</translation>
    </message>
    <message>
        <source>not in the binder</source>
        <translation>no está en la carpeta (Binder) de Scrivener</translation>
    </message>
    <message>
        <source>not in the project&apos;s tree</source>
        <translation>no está en el árbol del proyecto</translation>
    </message>
    <message>
        <source>not UTF-8 (byte %1); read as Windows-1252 (Western European) text</source>
        <translation>no es UTF-8 (byte %1); se ha leído como texto Windows-1252 (Europa occidental)</translation>
    </message>
    <message>
        <source>no text file for “%1”</source>
        <translation>no hay archivo de texto para «%1»</translation>
    </message>
    <message>
        <source>folders nested more than %1 deep; the documents below “%2” are placed in it, in order</source>
        <translation>carpetas anidadas a más de %1 niveles de profundidad; los documentos que estaban por debajo de «%2» se han colocado en ella, en orden</translation>
    </message>
    <message>
        <source>“%1” has the id “%2”, which names no file in the project</source>
        <translation>«%1» tiene el id «%2», que no nombra ningún archivo del proyecto</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is too large to keep as a field</source>
        <translation>no se ha conservado la clave «%1» de la cabecera: el valor es demasiado grande para un campo</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is nested too deeply to keep as a field</source>
        <translation>no se ha conservado la clave «%1» de la cabecera: el valor está anidado a demasiada profundidad para un campo</translation>
    </message>
    <message>
        <source>pandoc is not installed, so Quire cannot read RTF text</source>
        <translation>pandoc no está instalado, así que Quire no puede leer texto RTF</translation>
    </message>
    <message>
        <source>pandoc took longer than %1 s</source>
        <translation>pandoc ha tardado más de %1 s</translation>
    </message>
    <message>
        <source>pandoc could not run: %1</source>
        <translation>no se ha podido ejecutar pandoc: %1</translation>
    </message>
    <message>
        <source>pandoc could not read the RTF: %1</source>
        <translation>pandoc no ha podido leer el RTF: %1</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>se ha omitido</translation>
    </message>
    <message>
        <source>documents placed at the top level by file name</source>
        <translation>documentos colocados en el nivel superior por nombre de archivo</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>se ha guardado aparte</translation>
    </message>
    <message>
        <source>replaced with U+FFFD</source>
        <translation>sustituido por U+FFFD</translation>
    </message>
    <message>
        <source>replaced with U+FFFD (and any other such character)</source>
        <translation>sustituido por U+FFFD (como cualquier otro carácter así)</translation>
    </message>
    <message>
        <source>kept in the text</source>
        <translation>se ha dejado en el texto</translation>
    </message>
    <message>
        <source>read leniently</source>
        <translation>se ha leído con tolerancia</translation>
    </message>
    <message>
        <source>imported empty</source>
        <translation>se ha importado vacío</translation>
    </message>
    <message>
        <source>%1; the files it was writing will be kept in %2</source>
        <translation>%1; los archivos que estaba escribiendo se guardarán en %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>ProgressIndicator</name>
    <message>
        <source>Writing progress: click for targets and the last 30 days</source>
        <translation>Progreso de escritura: haz clic para ver los objetivos y los últimos 30 días</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session} of {target}</source>
        <translation>Hoy: {today} · Sesión: {session} de {target}</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session}</source>
        <translation>Hoy: {today} · Sesión: {session}</translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message>
        <source>An automatic snapshot could not be saved: %1</source>
        <translation>No se ha podido guardar una instantánea automática: %1</translation>
    </message>
    <message>
        <source>The backup could not be made: %1</source>
        <translation>No se ha podido hacer la copia de seguridad: %1</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Could not open the project</source>
        <translation>No se ha podido abrir el proyecto</translation>
    </message>
    <message>
        <source>“{path}” could not be opened as a Quire project.</source>
        <translation>No se ha podido abrir «{path}» como proyecto de Quire.</translation>
    </message>
    <message>
        <source>Could not create the project</source>
        <translation>No se ha podido crear el proyecto</translation>
    </message>
    <message>
        <source>“{path}” already exists. Choose a new name or an empty folder.</source>
        <translation>«{path}» ya existe. Elige otro nombre o una carpeta vacía.</translation>
    </message>
    <message>
        <source>Chapter 1</source>
        <translation>Capítulo 1</translation>
    </message>
    <message>
        <source>No conflicted copies to merge</source>
        <translation>No hay copias en conflicto que combinar</translation>
    </message>
    <message>
        <source>{name} (Quire)</source>
        <translation>{name} (Quire)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents imported</source>
        <translation>
            <numerusform>%Ln documento importado</numerusform>
            <numerusform>%Ln documentos importados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln palabra</numerusform>
            <numerusform>%Ln palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Error al guardar</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se ha podido guardar</translation>
    </message>
    <message>
        <source>The project could not be written.</source>
        <translation>No se ha podido escribir el proyecto.</translation>
    </message>
    <message>
        <source>Could not reload the project</source>
        <translation>No se ha podido volver a cargar el proyecto</translation>
    </message>
    <message>
        <source>Reloaded from disk</source>
        <translation>Recargado desde el disco</translation>
    </message>
    <message>
        <source>Not saved: files changed on disk</source>
        <translation>Sin guardar: los archivos han cambiado en el disco</translation>
    </message>
    <message>
        <source>Merged with the files on disk</source>
        <translation>Combinado con los archivos del disco</translation>
    </message>
</context>
<context>
    <name>ProjectSearchPanel</name>
    <message>
        <source>Find in the project</source>
        <translation>Buscar en el proyecto</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Reemplazar por</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Reemplazar todo</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Distinguir mayúsculas</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Palabras completas</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>The regular expression is not valid (%1).</source>
        <translation>La expresión regular no es válida (%1).</translation>
    </message>
    <message>
        <source>The regular expression took too long to search the project. Try a simpler one: nested repeats such as (a+)+ never finish.</source>
        <translation>La expresión regular ha tardado demasiado en buscar en el proyecto. Prueba con una más sencilla: las repeticiones anidadas como (a+)+ no terminan nunca.</translation>
    </message>
    <message>
        <source>This search could not be done.</source>
        <translation>No se ha podido hacer esta búsqueda.</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Sin coincidencias</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln coincidencia</numerusform>
            <numerusform>%Ln coincidencias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %Ln documents</source>
        <translation>
            <numerusform>en %Ln documento</numerusform>
            <numerusform>en %Ln documentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches in entities</source>
        <extracomment>Beside &quot;12 matches in 3 documents&quot;: the matches in entities&apos; names and fields.</extracomment>
        <translation>
            <numerusform>%Ln coincidencia en fichas</numerusform>
            <numerusform>%Ln coincidencias en fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln matches; the first ones are listed</source>
        <translation>
            <numerusform>Más de %Ln coincidencia; se muestran las primeras</numerusform>
            <numerusform>Más de %Ln coincidencias; se muestran las primeras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace “%1” with “%2” in %Ln documents</source>
        <translation>
            <numerusform>Reemplazar «%1» por «%2» en %Ln documento</numerusform>
            <numerusform>Reemplazar «%1» por «%2» en %Ln documentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was replaced: %1</source>
        <translation>No se ha reemplazado nada: %1</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>%Ln reemplazo hecho</numerusform>
            <numerusform>%Ln reemplazos hechos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace all %Ln matches of “%1” with “%2”?</source>
        <translation>
            <numerusform>¿Reemplazar %Ln coincidencia de «%1» por «%2»?</numerusform>
            <numerusform>¿Reemplazar las %Ln coincidencias de «%1» por «%2»?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents will change. You can take this back with Edit ▸ Undo.</source>
        <translation>
            <numerusform>Cambiará %Ln documento. Puedes deshacerlo con Edición ▸ Deshacer.</numerusform>
            <numerusform>Cambiarán %Ln documentos. Puedes deshacerlo con Edición ▸ Deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nombre: %1</translation>
    </message>
    <message>
        <source>Aliases: %1</source>
        <translation>Alias: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notas: %1</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Matches in entities&apos; names, fields and notes, and in the values a series entity&apos;s changes give. Replace All changes documents only.</source>
        <translation>Coincidencias en los nombres, campos y notas de las fichas, y en los valores que dan los cambios de una ficha de la serie. Reemplazar todo solo cambia los documentos.</translation>
    </message>
</context>
<context>
    <name>ProjectSettingsDialog</name>
    <message>
        <source>Project Settings</source>
        <translation>Ajustes del proyecto</translation>
    </message>
    <message>
        <source>Statuses</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Color…</translation>
    </message>
    <message>
        <source>Project dictionary</source>
        <translation>Diccionario del proyecto</translation>
    </message>
    <message>
        <source>One word a line</source>
        <translation>Una palabra por línea</translation>
    </message>
    <message>
        <source>as each writer’s settings say</source>
        <translation>según digan los ajustes de cada uno</translation>
    </message>
    <message>
        <source>deletions and large rewrites</source>
        <translation>en los borrados y las reescrituras grandes</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>en cada cambio</translation>
    </message>
    <message>
        <source>The re&amp;viewer always checks each change first</source>
        <translation>El &amp;revisor comprueba siempre cada cambio antes</translation>
    </message>
    <message>
        <source>No one can ask for less in this project: not the assistant’s settings, a command line option or a specialist.</source>
        <translation>Nadie puede pedir menos en este proyecto: ni los ajustes del asistente, ni una opción de la línea de comandos, ni un especialista.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The language of the manuscript: for spelling and smart punctuation.</source>
        <translation>El idioma del manuscrito: para la ortografía y la puntuación tipográfica.</translation>
    </message>
    <message>
        <source>&amp;Statuses (double-click to rename, drag to order):</source>
        <translation>&amp;Estados (doble clic para renombrar, arrastra para ordenar):</translation>
    </message>
    <message>
        <source>Project &amp;dictionary: words never marked as misspelt</source>
        <translation>&amp;Diccionario del proyecto: palabras que nunca se marcan como erróneas</translation>
    </message>
    <message>
        <source>The assistant’s changes as&amp;k at least:</source>
        <translation>Preguntar por los cambios del asistente, como &amp;mínimo:</translation>
    </message>
    <message>
        <source>English (US)</source>
        <translation>Inglés (EE. UU.)</translation>
    </message>
    <message>
        <source>English (UK)</source>
        <translation>Inglés (Reino Unido)</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Alemán</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francés</translation>
    </message>
    <message>
        <source>Norwegian Bokmål</source>
        <translation>Noruego (bokmål)</translation>
    </message>
    <message>
        <source>new status</source>
        <translation>estado nuevo</translation>
    </message>
    <message>
        <source>new status {number}</source>
        <translation>estado nuevo {number}</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Every status needs a name.</source>
        <translation>Cada estado necesita un nombre.</translation>
    </message>
    <message>
        <source>Two statuses are called “{name}”.</source>
        <translation>Hay dos estados que se llaman «{name}».</translation>
    </message>
    <message>
        <source>“{line}” is not one word: put one word on each line.</source>
        <translation>«{line}» no es una sola palabra: escribe una palabra por línea.</translation>
    </message>
    <message>
        <source>Change project settings</source>
        <translation>Cambiar los ajustes del proyecto</translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message>
        <source>Entities</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papelera</translation>
    </message>
    <message>
        <source>Trash ({count})</source>
        <translation>Papelera ({count})</translation>
    </message>
    <message numerus="yes">
        <source>{kind} · %Ln words</source>
        <translation>
            <numerusform>{kind} · %Ln palabra</numerusform>
            <numerusform>{kind} · %Ln palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Renombrar «{old}» como «{new}»</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>Restaurar «{title}»</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>Mover «{title}»</translation>
    </message>
    <message>
        <source>Move “{title}” to the trash</source>
        <translation>Mover «{title}» a la papelera</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln items to the trash</source>
        <translation>
            <numerusform>Mover %Ln elemento a la papelera</numerusform>
            <numerusform>Mover %Ln elementos a la papelera</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Merge keeps both: what was changed on disk joins your version here, paragraph by paragraph, and nothing is lost.</source>
        <translation>Combinar conserva las dos: lo que se cambió en el disco se une a su versión de aquí, párrafo a párrafo, y no se pierde nada.</translation>
    </message>
    <message>
        <source>Project already open</source>
        <translation>El proyecto ya está abierto</translation>
    </message>
    <message>
        <source>“{name}” is open in another Quire window.</source>
        <translation>«{name}» está abierto en otra ventana de Quire.</translation>
    </message>
    <message>
        <source>A project can be open in only one window at a time, so that neither overwrites the other&apos;s work. Close it there, then open it here.</source>
        <translation>Un proyecto solo puede estar abierto en una ventana a la vez, para que ninguna sobrescriba el trabajo de la otra. Ciérralo allí y ábrelo aquí.</translation>
    </message>
    <message>
        <source>Project open on another computer</source>
        <translation>Proyecto abierto en otro ordenador</translation>
    </message>
    <message>
        <source>“{name}” is marked as open in Quire on another computer, {host}.</source>
        <translation>«{name}» figura como abierto en Quire en otro ordenador, {host}.</translation>
    </message>
    <message>
        <source>It may still be open there, or the folder was synced or copied from there while it was open. If Quire is not running there, open it here. If it is, close it there first: open on both computers, one would overwrite the other&apos;s work.</source>
        <translation>Puede que siga abierto allí, o que la carpeta se sincronizara o copiara desde allí mientras estaba abierto. Si Quire no se está ejecutando allí, ábrelo aquí. Si lo está, ciérralo allí primero: abierto en los dos ordenadores, uno sobrescribiría el trabajo del otro.</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>Abrir de todos modos</translation>
    </message>
    <message>
        <source>Files changed on disk</source>
        <translation>Archivos modificados en el disco</translation>
    </message>
    <message>
        <source>Another program changed files of this project:</source>
        <translation>Otro programa ha modificado archivos de este proyecto:</translation>
    </message>
    <message>
        <source>Reload to use the files on disk (your unsaved changes and the undo history are dropped), or keep your version and overwrite the files.</source>
        <translation>Recarga para usar los archivos del disco (se descartan tus cambios sin guardar y el historial de cambios) o conserva tu versión y sobrescribe los archivos.</translation>
    </message>
    <message>
        <source>Reload to use the files on disk, or keep your version and overwrite them.</source>
        <translation>Recarga para usar los archivos del disco o conserva tu versión y sobrescríbelos.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Combinar</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Combinar…</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>Recargar desde el disco</translation>
    </message>
    <message>
        <source>Keep Mine (Overwrite)</source>
        <translation>Conservar la mía (sobrescribir)</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se ha podido guardar</translation>
    </message>
    <message>
        <source>Your changes could not be saved:
{reason}

Close without saving them?</source>
        <translation>No se han podido guardar tus cambios:
{reason}

¿Cerrar sin guardarlos?</translation>
    </message>
    <message>
        <source>Some files could not be read</source>
        <translation>No se han podido leer algunos archivos</translation>
    </message>
    <message>
        <source>What could be read is open. Nothing was changed on disk.</source>
        <translation>Lo que se ha podido leer está abierto. No se ha cambiado nada en el disco.</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Abrir proyecto</translation>
    </message>
    <message>
        <source>Import a Vault, a novelWriter or Scrivener Project, or a Folder</source>
        <translation>Importar una bóveda, un proyecto de novelWriter o Scrivener, o una carpeta</translation>
    </message>
    <message>
        <source>Save the Imported Project As</source>
        <translation>Guardar el proyecto importado como</translation>
    </message>
    <message>
        <source>About Quire</source>
        <translation>Acerca de Quire</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Carpeta de archivos</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Aumentar</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Disminuir</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Desacoplar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Desacopla y vuelve a acoplar el panel</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Cierra el panel</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de archivo:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Carpeta superior</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crear carpeta nueva</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista de lista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista de detalles</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Elegir</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Carpetas</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nueva carpeta</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nueva carpeta</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Renombrar</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostrar archivos &amp;ocultos</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Buscar carpeta</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Lugares recientes</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>¿Seguro que quieres eliminar «%1»?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
No se encontró la carpeta.
Comprueba que el nombre de la carpeta es correcto.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Fecha de modificación</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mi equipo</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Mostrar detalles…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ocultar detalles…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar la &amp;dirección del enlace</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>The assistant asks you:</source>
        <translation>El asistente te pregunta:</translation>
    </message>
    <message>
        <source>Answer with this</source>
        <translation>Responder con esto</translation>
    </message>
    <message>
        <source>Or answer in your own words…</source>
        <translation>O responde con tus palabras…</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <source>You answered: %1</source>
        <translation>Has respondido: %1</translation>
    </message>
    <message>
        <source>Not answered: you stopped the assistant.</source>
        <translation>Sin respuesta: has detenido al asistente.</translation>
    </message>
    <message>
        <source>Nobody could be asked; the assistant assumed: %1</source>
        <translation>No se ha podido preguntar a nadie; el asistente ha supuesto: %1</translation>
    </message>
    <message>
        <source>Not asked: the assistant had asked enough; it assumed: %1</source>
        <translation>No se ha preguntado: el asistente ya había preguntado bastante; ha supuesto: %1</translation>
    </message>
    <message>
        <source>The assistant asked:</source>
        <translation>El asistente ha preguntado:</translation>
    </message>
</context>
<context>
    <name>Retimer</name>
    <message>
        <source>“%1” happens “%2”, counted from another scene.</source>
        <translation>«%1» ocurre «%2», contado desde otra escena.</translation>
    </message>
    <message>
        <source>Move a Scene Timed by Another</source>
        <translation>Mover una escena que depende de otra</translation>
    </message>
    <message>
        <source>Moving it gives it a date of its own, %1, and it no longer moves with the scene it counts from.</source>
        <translation>Al moverla tendrá fecha propia, %1, y dejará de moverse con la escena desde la que se cuenta.</translation>
    </message>
    <message>
        <source>Give It That Date</source>
        <translation>Darle esa fecha</translation>
    </message>
    <message>
        <source>Set Time</source>
        <translation>Fijar el momento</translation>
    </message>
    <message>
        <source>When “%1” happens: a date, a date and time, or a relation such as “three days later” (empty: no time)</source>
        <translation>Cuándo ocurre «%1»: una fecha, una fecha y hora, o una relación como «tres días después» (vacío: sin momento)</translation>
    </message>
    <message>
        <source>Time of “%1”</source>
        <translation>Momento de «%1»</translation>
    </message>
</context>
<context>
    <name>ReviewNote</name>
    <message>
        <source>(no reason given)</source>
        <translation>(sin motivo)</translation>
    </message>
    <message>
        <source>The reviewer flagged this change: %1</source>
        <translation>El revisor ha señalado este cambio: %1</translation>
    </message>
    <message>
        <source>The reviewer could not check this change, so it waits for you.</source>
        <translation>El revisor no ha podido comprobar este cambio, así que espera tu decisión.</translation>
    </message>
    <message>
        <source>The reviewer saw no problem: %1</source>
        <translation>El revisor no ha visto ningún problema: %1</translation>
    </message>
    <message>
        <source>The reviewer saw no problem.</source>
        <translation>El revisor no ha visto ningún problema.</translation>
    </message>
</context>
<context>
    <name>ReviewSettings</name>
    <message>
        <source>Check each change first</source>
        <translation>Comprobar antes cada cambio</translation>
    </message>
    <message>
        <source>In act mode, a second, short call to the same provider checks each change against your house rules and your request. A change it flags waits for your approval, whatever is chosen above.</source>
        <translation>En modo Actuar, una segunda llamada breve al mismo proveedor comprueba cada cambio con tus normas de la casa y tu petición. Un cambio que señale espera tu aprobación, elijas lo que elijas arriba.</translation>
    </message>
    <message>
        <source>Reviewer model</source>
        <translation>Modelo del revisor</translation>
    </message>
    <message>
        <source>Reviewer model: the same as above</source>
        <translation>Modelo del revisor: el mismo de arriba</translation>
    </message>
    <message>
        <source>A cheaper model of the same provider may review; empty uses the main one</source>
        <translation>Puede revisar un modelo más barato del mismo proveedor; si lo dejas vacío, se usa el principal</translation>
    </message>
</context>
<context>
    <name>RunDesk</name>
    <message>
        <source>This turn&apos;s changes are no longer in the undo history.</source>
        <translation>Los cambios de este turno ya no están en el historial de cambios.</translation>
    </message>
    <message>
        <source>This turn&apos;s changes are already undone.</source>
        <translation>Los cambios de este turno ya están deshechos.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; try again when it is done.</source>
        <translation>El asistente está cambiando eso mismo ahora; vuelve a intentarlo cuando termine.</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Revertir: %1</translation>
    </message>
    <message>
        <source>Nothing to revert: this change is already undone.</source>
        <translation>No hay nada que revertir: este cambio ya está deshecho.</translation>
    </message>
    <message>
        <source>Cannot undo this turn: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>No se puede deshacer este turno: lo que cambió se ha vuelto a cambiar desde entonces. Deshaz primero los cambios posteriores o edítalo a mano.</translation>
    </message>
    <message>
        <source>Cannot revert this change: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>No se puede revertir este cambio: lo que cambió se ha vuelto a cambiar desde entonces. Deshaz primero los cambios posteriores o edítalo a mano.</translation>
    </message>
    <message>
        <source>The assistant is changing this right now; you can edit it again when its turn ends.</source>
        <translation>El asistente está cambiando esto ahora mismo; podrás editarlo de nuevo cuando termine su turno.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; undo and redo of them wait until its turn ends.</source>
        <translation>El asistente está cambiando eso mismo ahora; deshacer y rehacer esos cambios esperará a que termine su turno.</translation>
    </message>
</context>
<context>
    <name>RunDetailsDialog</name>
    <message>
        <source>Run details</source>
        <translation>Detalles de la ejecución</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>No run history is kept for this turn.</source>
        <translation>No se guarda historial de ejecución para este turno.</translation>
    </message>
    <message>
        <source>&amp;Leave out my text</source>
        <translation>&amp;Omitir mi texto</translation>
    </message>
    <message>
        <source>The project&apos;s text, your questions, the answers and the titles become placeholder text of the same length; which tools ran, in what order, decided how, stays.</source>
        <translation>El texto del proyecto, tus preguntas, las respuestas y los títulos se convierten en texto de relleno de la misma longitud; se mantiene qué herramientas se usaron, en qué orden y cómo se decidió.</translation>
    </message>
    <message>
        <source>&amp;Save for a Bug Report…</source>
        <translation>&amp;Guardar para un informe de error…</translation>
    </message>
    <message>
        <source>Save for a Bug Report</source>
        <translation>Guardar para un informe de error</translation>
    </message>
    <message>
        <source>Run records (*.jsonl)</source>
        <translation>Registros de ejecución (*.jsonl)</translation>
    </message>
    <message>
        <source>It could not be saved: %1</source>
        <translation>No se ha podido guardar: %1</translation>
    </message>
    <message>
        <source>Saved to %1. Attach the file to your report: quire replay reads it.</source>
        <translation>Guardado en %1. Adjunta el archivo a tu informe: quire replay sabe leerlo.</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>resumen</translation>
    </message>
    <message>
        <source>Messages: %1</source>
        <translation>Mensajes: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprobado</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>señalado</translation>
    </message>
    <message>
        <source>could not check</source>
        <translation>no se ha podido comprobar</translation>
    </message>
</context>
<context>
    <name>RunHistoryWindow</name>
    <message>
        <source>Assistant History</source>
        <translation>Historial del asistente</translation>
    </message>
    <message>
        <source>Every change the assistant made in act mode, here or from the command line, newest first. Undo takes a run back as a new step, which you can undo in turn.</source>
        <extracomment>Names the button “Undo” (RunHistoryWindow): quote it as the button reads.</extracomment>
        <translation>Todos los cambios que el asistente ha hecho en modo Actuar, aquí o desde la línea de comandos, del más reciente al más antiguo. «Deshacer» revierte una ejecución como un paso nuevo, que a su vez puedes deshacer.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Petición</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>No assistant runs yet: act-mode runs are kept here.</source>
        <translation>Aún no hay ejecuciones del asistente: aquí se guardan las del modo Actuar.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in the history could not be read; they were left as they are.</source>
        <translation>
            <numerusform>%n registro del historial no se ha podido leer; se ha dejado como estaba.</numerusform>
            <numerusform>%n registros del historial no se han podido leer; se han dejado como estaban.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take this run back as a new step</source>
        <translation>Revertir esta ejecución como un paso nuevo</translation>
    </message>
    <message>
        <source>the order of the top level</source>
        <translation>el orden del nivel superior</translation>
    </message>
    <message>
        <source>the trash</source>
        <translation>la papelera</translation>
    </message>
    <message>
        <source>the project&apos;s details</source>
        <translation>los detalles del proyecto</translation>
    </message>
    <message>
        <source>the project&apos;s settings</source>
        <translation>los ajustes del proyecto</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Can be undone</source>
        <translation>Se puede deshacer</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Deshecha</translation>
    </message>
    <message>
        <source>Changed since: %1</source>
        <translation>Cambiado desde entonces: %1</translation>
    </message>
    <message>
        <source>Cannot be undone: %1</source>
        <translation>No se puede deshacer: %1</translation>
    </message>
    <message>
        <source>Changed nothing: no change it proposed was made</source>
        <translation>No cambió nada: no se hizo ninguno de los cambios que propuso</translation>
    </message>
    <message>
        <source>Cannot be undone exactly: its record does not match the project</source>
        <translation>No se puede deshacer con exactitud: su registro no coincide con el proyecto</translation>
    </message>
    <message>
        <source>its record would have held an API key</source>
        <translation>su registro habría contenido una clave de API</translation>
    </message>
    <message>
        <source>it was too large to keep</source>
        <translation>era demasiado grande para guardarla</translation>
    </message>
    <message>
        <source>it holds a change this version cannot keep</source>
        <translation>contiene un cambio que esta versión no puede guardar</translation>
    </message>
    <message>
        <source>Cannot undo run %1: %2 changed since. Undo those edits first, or change it by hand.</source>
        <translation>No se puede deshacer la ejecución %1 porque desde entonces ha cambiado: %2. Deshaz primero esos cambios o cámbialo a mano.</translation>
    </message>
    <message>
        <source>Run %1 is already undone.</source>
        <translation>La ejecución %1 ya está deshecha.</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Ejecución %1: %2</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Undo puts it back.</source>
        <translation>Ejecución %1 deshecha. Edición ▸ Deshacer la restablece.</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Redo puts it back.</source>
        <translation>Ejecución %1 deshecha. Edición ▸ Rehacer la restablece.</translation>
    </message>
</context>
<context>
    <name>ScopeLine</name>
    <message>
        <source>Whole documents</source>
        <translation>Documentos enteros</translation>
    </message>
    <message>
        <source>Let the assistant change all of these documents, for the rest of this turn</source>
        <translation>Deja que el asistente cambie estos documentos enteros durante el resto de este turno</translation>
    </message>
    <message>
        <source>Whole project</source>
        <translation>Proyecto entero</translation>
    </message>
    <message>
        <source>Let the assistant change anything in the project, for the rest of this turn</source>
        <translation>Deja que el asistente cambie cualquier cosa del proyecto durante el resto de este turno</translation>
    </message>
    <message>
        <source>Changes may reach the whole project: you widened them.</source>
        <translation>Los cambios pueden alcanzar todo el proyecto: los ampliaste.</translation>
    </message>
    <message>
        <source>Changes limited to: %1</source>
        <translation>Cambios limitados a: %1</translation>
    </message>
</context>
<context>
    <name>ScopeWords</name>
    <message>
        <source>%1, paragraph %2</source>
        <translation>%1, párrafo %2</translation>
    </message>
    <message>
        <source>%1, paragraphs %2</source>
        <translation>%1, párrafos %2</translation>
    </message>
    <message>
        <source>%1 (its title or details)</source>
        <translation>%1 (su título o sus datos)</translation>
    </message>
    <message>
        <source>This change is outside what you asked: %1</source>
        <translation>Este cambio está fuera de lo que pediste: %1</translation>
    </message>
    <message>
        <source>%1 is outside the plan you approved: %2</source>
        <translation>%1 está fuera del plan que aprobaste: %2</translation>
    </message>
    <message>
        <source>%1 is outside what you asked: %2</source>
        <translation>%1 está fuera de lo que pediste: %2</translation>
    </message>
</context>
<context>
    <name>SentLine</name>
    <message numerus="yes">
        <source>%n passage(s) of “%1”</source>
        <translation>
            <numerusform>%n pasaje de «%1»</numerusform>
            <numerusform>%n pasajes de «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passages of %n other document(s)</source>
        <translation>
            <numerusform>pasajes de %n documento más</numerusform>
            <numerusform>pasajes de %n documentos más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity card(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln palabra</numerusform>
            <numerusform>%Ln palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent: %1; %2.</source>
        <translation>Enviado: %1; %2.</translation>
    </message>
    <message>
        <source>Sent: %1.</source>
        <translation>Enviado: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Private material withheld from %n tool result(s).</source>
        <translation>
            <numerusform>Material privado retenido en %n resultado de herramienta.</numerusform>
            <numerusform>Material privado retenido en %n resultados de herramientas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesActions</name>
    <message>
        <source>Share with the Series</source>
        <translation>Compartir con la serie</translation>
    </message>
    <message>
        <source>Keep a Copy in This Book Only</source>
        <translation>Conservar una copia solo en este libro</translation>
    </message>
    <message>
        <source>This book keeps its own copy of it, as it holds here; the series and its other books keep theirs.</source>
        <translation>Este libro guarda su propia copia, tal como vale aquí; la serie y sus otros libros conservan la suya.</translation>
    </message>
    <message>
        <source>Every book of the series “%1” will show it.</source>
        <translation>Todos los libros de la serie «%1» la mostrarán.</translation>
    </message>
    <message>
        <source>The series cannot be read now.</source>
        <translation>La serie no se puede leer ahora.</translation>
    </message>
    <message>
        <source>Share “%1” with the series</source>
        <translation>Compartir «%1» con la serie</translation>
    </message>
    <message>
        <source>Keep “%1” in this book only</source>
        <translation>Conservar «%1» solo en este libro</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Ese cambio no ha sido posible: %1</translation>
    </message>
</context>
<context>
    <name>SeriesBadge</name>
    <message>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
</context>
<context>
    <name>SeriesCheck</name>
    <message>
        <source>Open a book of a series to check it against the earlier books.</source>
        <translation>Abre un libro de una serie para comprobarlo con los libros anteriores.</translation>
    </message>
    <message>
        <source>This book belongs to no series: link it to one with File ▸ Series… first.</source>
        <translation>Este libro no pertenece a ninguna serie: vincúlalo primero a una con Archivo ▸ Serie…</translation>
    </message>
    <message>
        <source>This book&apos;s series cannot be read now: see File ▸ Series…</source>
        <translation>La serie de este libro no se puede leer ahora: consulta Archivo ▸ Serie…</translation>
    </message>
    <message>
        <source>This is the first book of its series: there is no earlier book to check it against.</source>
        <translation>Este es el primer libro de su serie: no hay ningún libro anterior con el que comprobarlo.</translation>
    </message>
    <message>
        <source>Book %1 “%2”</source>
        <translation>Libro %1 «%2»</translation>
    </message>
    <message>
        <source>in %1, %2</source>
        <translation>en %1, %2</translation>
    </message>
    <message>
        <source>This passage is in %1, another book of the series: open that book to see it.</source>
        <translation>Este pasaje está en %1, otro libro de la serie: abre ese libro para verlo.</translation>
    </message>
    <message>
        <source>Reading the earlier books&apos; summaries…</source>
        <translation>Leyendo los resúmenes de los libros anteriores…</translation>
    </message>
    <message>
        <source>Check Against &amp;Earlier Books…</source>
        <translation>Comprobar con los libros &amp;anteriores…</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series and list what contradicts them</source>
        <translation>Leer los capítulos de este libro frente a los libros anteriores de su serie y listar lo que los contradice</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Books of the series</source>
        <translation>Libros de la serie</translation>
    </message>
    <message>
        <source>The series’ title</source>
        <translation>El título de la serie</translation>
    </message>
    <message>
        <source>New series:</source>
        <translation>Nueva serie:</translation>
    </message>
    <message>
        <source>&amp;New Series…</source>
        <translation>&amp;Nueva serie…</translation>
    </message>
    <message>
        <source>Make a series folder and make this book its first</source>
        <translation>Crea la carpeta de una serie y hace de este libro el primero</translation>
    </message>
    <message>
        <source>&amp;Link to a Series…</source>
        <translation>&amp;Vincular a una serie…</translation>
    </message>
    <message>
        <source>Choose a series folder; this book joins its books</source>
        <translation>Elige la carpeta de una serie; este libro se suma a sus libros</translation>
    </message>
    <message>
        <source>&amp;Unlink</source>
        <translation>&amp;Desvincular</translation>
    </message>
    <message>
        <source>This book leaves the series; the series keeps its files and its books</source>
        <translation>Este libro deja la serie; la serie conserva sus archivos y sus libros</translation>
    </message>
    <message>
        <source>This book belongs to no series</source>
        <translation>Este libro no pertenece a ninguna serie</translation>
    </message>
    <message>
        <source>A series keeps the characters, places and facts several books share, in a folder of its own. Make a new one, or link this book to one you have.</source>
        <translation>Una serie guarda los personajes, lugares y hechos que comparten varios libros, en una carpeta propia. Crea una nueva o vincula este libro a una que ya tengas.</translation>
    </message>
    <message>
        <source>The series cannot be read</source>
        <translation>La serie no se puede leer</translation>
    </message>
    <message>
        <source>The series folder is not there: %1.</source>
        <translation>La carpeta de la serie no está: %1.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read.</source>
        <translation>No se ha podido leer la serie en %1.</translation>
    </message>
    <message>
        <source>Nothing of it will be lost. If it has moved, link the book to it again.</source>
        <translation>No se perderá nada de ella. Si se ha movido, vuelve a vincular el libro a ella.</translation>
    </message>
    <message>
        <source>Series: “%1”</source>
        <translation>Serie: «%1»</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities belong to the series.</source>
        <translation>
            <numerusform>%Ln ficha pertenece a la serie.</numerusform>
            <numerusform>%Ln fichas pertenecen a la serie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Carpeta: %1</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (este libro)</translation>
    </message>
</context>
<context>
    <name>SeriesLinks</name>
    <message>
        <source>Where the New Series Goes</source>
        <translation>Dónde va la nueva serie</translation>
    </message>
    <message>
        <source>Could not make the series</source>
        <translation>No se ha podido crear la serie</translation>
    </message>
    <message>
        <source>Made the series “%1”; this book is book %2 of it.</source>
        <translation>Se ha creado la serie «%1»; este libro es su libro %2.</translation>
    </message>
    <message>
        <source>Link to a Series</source>
        <translation>Vincular a una serie</translation>
    </message>
    <message>
        <source>This book is book %1 of the series at %2.</source>
        <translation>Este libro es el libro %1 de la serie en %2.</translation>
    </message>
    <message>
        <source>Could not link the book to the series</source>
        <translation>No se ha podido vincular el libro a la serie</translation>
    </message>
    <message>
        <source>Unlink from the Series</source>
        <translation>Desvincular de la serie</translation>
    </message>
    <message>
        <source>Unlink this book from its series? The series’ entities will no longer appear in it; the series folder keeps them, and the book can be linked again.</source>
        <translation>¿Desvincular este libro de su serie? Las fichas de la serie dejarán de aparecer en él; la carpeta de la serie las conserva y el libro se puede volver a vincular.</translation>
    </message>
    <message>
        <source>This book belongs to no series now.</source>
        <translation>Este libro ya no pertenece a ninguna serie.</translation>
    </message>
    <message>
        <source>Could not unlink the book</source>
        <translation>No se ha podido desvincular el libro</translation>
    </message>
    <message>
        <source>The book is open as it was; nothing was changed in it.</source>
        <translation>El libro está abierto tal como estaba; no se ha cambiado nada en él.</translation>
    </message>
</context>
<context>
    <name>SeriesOfflineBar</name>
    <message>
        <source>Series…</source>
        <translation>Serie…</translation>
    </message>
    <message>
        <source>The series folder is not there: %1. Its entities are not shown until it is; nothing of the series or of this book will be lost.</source>
        <translation>La carpeta de la serie no está: %1. Sus fichas no se muestran hasta que vuelva; no se perderá nada de la serie ni de este libro.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read. Its entities are not shown; nothing of the series or of this book will be lost.</source>
        <translation>No se ha podido leer la serie en %1. Sus fichas no se muestran; no se perderá nada de la serie ni de este libro.</translation>
    </message>
</context>
<context>
    <name>SeriesParts</name>
    <message>
        <source>Series…</source>
        <translation>Serie…</translation>
    </message>
    <message>
        <source>The series this book belongs to, its books and entities</source>
        <translation>La serie a la que pertenece este libro, sus libros y sus fichas</translation>
    </message>
</context>
<context>
    <name>SeriesRename</name>
    <message>
        <source>Rename “%1” to “%2” across the series</source>
        <translation>Renombrar «%1» como «%2» en toda la serie</translation>
    </message>
    <message>
        <source>Nothing was renamed: %1</source>
        <translation>No se renombró nada: %1</translation>
    </message>
    <message numerus="yes">
        <source>Renamed “%1” to “%2”; %n other book(s) changed</source>
        <translation>
            <numerusform>«%1» se llama ahora «%2»; ha cambiado %n libro más</numerusform>
            <numerusform>«%1» se llama ahora «%2»; han cambiado %n libros más</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was left out: %2</source>
        <translation>%1 se dejó fuera: %2</translation>
    </message>
</context>
<context>
    <name>SeriesRenameDialog</name>
    <message>
        <source>Not found: the folder is missing, moved or offline</source>
        <translation>No encontrado: la carpeta falta, se movió o no está disponible</translation>
    </message>
    <message>
        <source>Open in Quire: close it there and rename again</source>
        <translation>Abierto en Quire: ciérralo allí y vuelve a renombrar</translation>
    </message>
    <message>
        <source>Cannot be read as a book</source>
        <translation>No se puede leer como libro</translation>
    </message>
    <message>
        <source>No longer linked to this series</source>
        <translation>Ya no está vinculado a esta serie</translation>
    </message>
    <message>
        <source>Keeps its own copy of this entity; its text is left alone</source>
        <translation>Guarda su propia copia de esta ficha; su texto no se toca</translation>
    </message>
    <message>
        <source>Changed on disk since the list was made; left alone</source>
        <translation>Cambió en el disco después de hacer la lista; no se toca</translation>
    </message>
    <message>
        <source>Could not be written; left as it was</source>
        <translation>No se pudo escribir; queda como estaba</translation>
    </message>
    <message>
        <source>Rename Across the Series</source>
        <translation>Renombrar en toda la serie</translation>
    </message>
    <message>
        <source>Rename “%1” to “%2”</source>
        <translation>Renombrar «%1» como «%2»</translation>
    </message>
    <message>
        <source>“%1” belongs to the series. Choose the books whose text should call it “%2” too. Each other book keeps a snapshot of every document it changes, so you can take it back there; this book&apos;s part is one step you can undo.</source>
        <translation>«%1» pertenece a la serie. Elige los libros cuyo texto también debe llamarla «%2». Cada uno de los otros libros guarda una instantánea de cada documento que cambia, para que puedas volver atrás allí; la parte de este libro es un paso que puedes deshacer.</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Libro</translation>
    </message>
    <message>
        <source>Mentions</source>
        <translation>Menciones</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message numerus="yes">
        <source>%n mention(s)</source>
        <translation>
            <numerusform>%n mención</numerusform>
            <numerusform>%n menciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Book %1: %2 (this book)</source>
        <translation>Libro %1: %2 (este libro)</translation>
    </message>
    <message>
        <source>Book %1: %2</source>
        <translation>Libro %1: %2</translation>
    </message>
</context>
<context>
    <name>SeriesReportWords</name>
    <message numerus="yes">
        <source>%n new finding(s) against the earlier books.</source>
        <translation>
            <numerusform>%n hallazgo nuevo frente a los libros anteriores.</numerusform>
            <numerusform>%n hallazgos nuevos frente a los libros anteriores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: a quotation is not in the book it was credited to.</source>
        <translation>
            <numerusform>%n hallazgo descartado: una cita no está en el libro al que se atribuyó.</numerusform>
            <numerusform>%n hallazgos descartados: una cita no está en el libro al que se atribuyó.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) left out: the series records the change.</source>
        <translation>
            <numerusform>%n hallazgo omitido: la serie registra el cambio.</numerusform>
            <numerusform>%n hallazgos omitidos: la serie registra el cambio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n capítulo sin terminar: el asistente se ha quedado sin pasos; se volverá a leer la próxima vez.</numerusform>
            <numerusform>%n capítulos sin terminar: el asistente se ha quedado sin pasos; se volverán a leer la próxima vez.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read and was left out.</source>
        <translation>%1 no se pudo leer y se ha omitido.</translation>
    </message>
</context>
<context>
    <name>SeriesWords</name>
    <message>
        <source>From the series “%1”: shared by every book of it</source>
        <translation>De la serie «%1»: la comparten todos sus libros</translation>
    </message>
    <message>
        <source>Book %1, “%2”</source>
        <translation>Libro %1, «%2»</translation>
    </message>
    <message>
        <source>Book %1, not yet in the series</source>
        <translation>Libro %1, aún no está en la serie</translation>
    </message>
    <message>
        <source>From book %1</source>
        <translation>Desde el libro %1</translation>
    </message>
    <message>
        <source>From “%1” (book %2) on</source>
        <translation>Desde «%1» (libro %2)</translation>
    </message>
    <message>
        <source>From a scene of book %1 on</source>
        <translation>Desde una escena del libro %1</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <source>%1 is removed</source>
        <translation>%1 ya no tiene valor</translation>
    </message>
    <message>
        <source>%1: %2 (from book %3)</source>
        <translation>%1: %2 (desde el libro %3)</translation>
    </message>
    <message>
        <source>%1: none (from book %2)</source>
        <translation>%1: ninguno (desde el libro %2)</translation>
    </message>
    <message>
        <source>%1: %2 (from “%3” on)</source>
        <translation>%1: %2 (desde «%3»)</translation>
    </message>
    <message>
        <source>%1: none (from “%2” on)</source>
        <translation>%1: ninguno (desde «%2»)</translation>
    </message>
    <message>
        <source>In this book: every value holds from the start of the series.</source>
        <translation>En este libro: todos los valores son los del comienzo de la serie.</translation>
    </message>
    <message>
        <source>In this book: %1</source>
        <extracomment>The values a series entity has in the book open, each with where it holds from.</extracomment>
        <translation>En este libro: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Joins where a change takes effect (&quot;From book 2&quot;) and what it changes (&quot;Age is 35&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Assistant settings</source>
        <translation>Ajustes del asistente</translation>
    </message>
    <message>
        <source>The settings file could not be read, so defaults are shown: %1</source>
        <translation>No se ha podido leer el archivo de ajustes, así que se muestran los valores predeterminados: %1</translation>
    </message>
    <message>
        <source>A variable of the environment Quire was started in cannot be used, so the assistant cannot be asked until it is changed: %1</source>
        <translation>Una variable del entorno en el que se inició Quire no se puede usar, así que no se puede preguntar al asistente hasta que se cambie: %1</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>No se han podido guardar los ajustes: %1</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1” (did you mean “%2”?). It stays in the file and has no effect.</source>
        <translation>El archivo de ajustes tiene un ajuste que Quire no conoce, «%1» (¿querías decir «%2»?). Se queda en el archivo y no tiene ningún efecto.</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1”. It stays in the file and has no effect.</source>
        <translation>El archivo de ajustes tiene un ajuste que Quire no conoce, «%1». Se queda en el archivo y no tiene ningún efecto.</translation>
    </message>
    <message>
        <source>Choose a model for %1.</source>
        <translation>Elige un modelo para %1.</translation>
    </message>
    <message>
        <source>API key kept until you quit</source>
        <translation>Clave de API guardada hasta que salgas</translation>
    </message>
    <message>
        <source>Your settings are saved. The API key could not be stored, because no keyring service is running, so Quire uses it only until you quit.</source>
        <translation>Tus ajustes se han guardado. La clave de API no se ha podido guardar porque no hay ningún servicio de llavero en marcha, así que Quire solo la usará hasta que salgas.</translation>
    </message>
    <message>
        <source>To keep it: start a keyring service (GNOME Keyring or KWallet) and enter the key again, or set the environment variable %1 before starting Quire.</source>
        <translation>Para conservarla: inicia un servicio de llavero (GNOME Keyring o KWallet) y vuelve a escribir la clave, o define la variable de entorno %1 antes de abrir Quire.</translation>
    </message>
    <message>
        <source>Start the address with http:// or https://.</source>
        <translation>Empieza la dirección por http:// o https://.</translation>
    </message>
    <message>
        <source>An address has no spaces: was something pasted here by mistake?</source>
        <translation>Una dirección no lleva espacios: ¿se ha pegado aquí algo por error?</translation>
    </message>
    <message>
        <source>Name the server after //, for example http://localhost:11434.</source>
        <translation>Escribe el servidor después de //, por ejemplo http://localhost:11434.</translation>
    </message>
    <message>
        <source>The part after // is not a server name.</source>
        <translation>Lo que va después de // no es un nombre de servidor.</translation>
    </message>
    <message>
        <source>The port after : must be a number from 1 to 65535.</source>
        <translation>El puerto después de «:» debe ser un número del 1 al 65535.</translation>
    </message>
    <message>
        <source>An address has no ? or #: was something pasted here by mistake?</source>
        <translation>Una dirección no lleva «?» ni «#»: ¿se ha pegado aquí algo por error?</translation>
    </message>
    <message>
        <source>Leave user names and passwords out of the address; the key goes under API key.</source>
        <extracomment>Names the field “API key” (ConnectionRows): quote it as its label reads.</extracomment>
        <translation>No pongas usuarios ni contraseñas en la dirección; la clave va en «Clave de API».</translation>
    </message>
    <message>
        <source>Set in the environment, and used instead of what is chosen here: %1</source>
        <translation>Definido en el entorno y usado en lugar de lo elegido aquí: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Find bar</source>
        <translation>Barra de búsqueda</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Asistente</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Árbol del proyecto</translation>
    </message>
    <message>
        <source>Open the selected item</source>
        <translation>Abrir el elemento seleccionado</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Siguiente coincidencia</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Coincidencia anterior</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Cerrar la barra de búsqueda</translation>
    </message>
    <message>
        <source>Undo, in the project&apos;s history</source>
        <translation>Deshacer, en el historial del proyecto</translation>
    </message>
    <message>
        <source>Send the question</source>
        <translation>Enviar la pregunta</translation>
    </message>
    <message>
        <source>New line in the question</source>
        <translation>Nueva línea en la pregunta</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>SnapshotsDialog</name>
    <message>
        <source>Restore Selected &amp;Passage</source>
        <translation>Restaurar el &amp;pasaje seleccionado</translation>
    </message>
    <message>
        <source>Select text in the comparison: that passage becomes as the snapshot has it.</source>
        <translation>Selecciona texto en la comparación: ese pasaje volverá a quedar como en la instantánea.</translation>
    </message>
    <message>
        <source>&amp;Restore Whole Document</source>
        <translation>&amp;Restaurar todo el documento</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>Instantáneas</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Tomada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nombre (opcional)</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot</source>
        <translation>&amp;Tomar instantánea</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>En paralelo</translation>
    </message>
    <message>
        <source>Inline</source>
        <translation>En el texto</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>then one a week</source>
        <translation>después, una por semana</translation>
    </message>
    <message>
        <source>Automatic snapshots: keep all for</source>
        <translation>Instantáneas automáticas: conservar todas durante</translation>
    </message>
    <message>
        <source>days, one a day for</source>
        <translation>días, una al día durante</translation>
    </message>
    <message>
        <source>days,</source>
        <translation>días,</translation>
    </message>
    <message>
        <source>Snapshots you take are always kept.</source>
        <translation>Las instantáneas que tomas tú se conservan siempre.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>Automatic, before the day’s first change</source>
        <translation>Automática, antes del primer cambio del día</translation>
    </message>
    <message>
        <source>Automatic, before a restore</source>
        <translation>Automática, antes de una restauración</translation>
    </message>
    <message>
        <source>Automatic, before renaming a series entity</source>
        <translation>Automática, antes de renombrar una ficha de la serie</translation>
    </message>
    <message>
        <source>Before the assistant’s turn “%1”</source>
        <translation>Antes del turno del asistente «%1»</translation>
    </message>
    <message>
        <source>Before an assistant turn</source>
        <translation>Antes de un turno del asistente</translation>
    </message>
    <message>
        <source>Snapshots of “%1”</source>
        <translation>Instantáneas de «%1»</translation>
    </message>
    <message>
        <source>This snapshot cannot be read: %1</source>
        <translation>No se puede leer esta instantánea: %1</translation>
    </message>
    <message>
        <source>No snapshot yet: take one to keep this version.</source>
        <translation>Aún no hay instantáneas: toma una para conservar esta versión.</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>synopsis, status, tags, kind or fields</source>
        <translation>sinopsis, estado, etiquetas, tipo o campos</translation>
    </message>
    <message>
        <source>The current text is the same as this snapshot.</source>
        <translation>El texto actual es igual que esta instantánea.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changes in the text</source>
        <translation>
            <numerusform>%Ln cambio en el texto</numerusform>
            <numerusform>%Ln cambios en el texto</numerusform>
        </translation>
    </message>
    <message>
        <source>also changed: %1</source>
        <translation>también ha cambiado: %1</translation>
    </message>
    <message>
        <source>Not restored: the current text could not be kept first (%1).</source>
        <translation>No se ha restaurado: antes no se ha podido guardar el texto actual (%1).</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>No se ha restaurado: %1</translation>
    </message>
    <message>
        <source>Restore “%1” from the snapshot of %2</source>
        <translation>Restaurar «%1» desde la instantánea del %2</translation>
    </message>
    <message>
        <source>That passage is already as in the snapshot.</source>
        <translation>Ese pasaje ya está como en la instantánea.</translation>
    </message>
    <message>
        <source>Restore a passage of “%1” from the snapshot of %2</source>
        <translation>Restaurar un pasaje de «%1» desde la instantánea del %2</translation>
    </message>
</context>
<context>
    <name>SpecialistPicker</name>
    <message>
        <source>Who a&amp;nswers:</source>
        <translation>Quién &amp;responde:</translation>
    </message>
    <message>
        <source>Edit specialists…</source>
        <translation>Editar especialistas…</translation>
    </message>
    <message>
        <source>Open the project&apos;s specialists folder: one plain text file each, with its name, tools and instructions</source>
        <translation>Abrir la carpeta de especialistas del proyecto: un archivo de texto por especialista, con su nombre, sus herramientas y sus instrucciones</translation>
    </message>
    <message>
        <source>Answers itself, or hands the request to a specialist</source>
        <translation>Responde por sí mismo o pasa la petición a un especialista</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <source>Who answers your next question</source>
        <translation>Quién responde a tu próxima pregunta</translation>
    </message>
    <message>
        <source>These specialist files could not be used:</source>
        <translation>No se han podido usar estos archivos de especialistas:</translation>
    </message>
</context>
<context>
    <name>SpecialistTrail</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Handed over: %1 → %2</source>
        <translation>Relevo: %1 → %2</translation>
    </message>
    <message>
        <source>Answered by: %1, who can change the project (%2 only reads)</source>
        <translation>Ha respondido: %1, que puede cambiar el proyecto (%2 solo lee)</translation>
    </message>
    <message>
        <source>Answering: %1…</source>
        <translation>Responde: %1…</translation>
    </message>
    <message>
        <source>Answered by: %1</source>
        <translation>Ha respondido: %1</translation>
    </message>
    <message>
        <source>from cache</source>
        <translation>de la caché</translation>
    </message>
    <message>
        <source>The assistant reached this turn&apos;s token budget (%1 tokens) before it finished. It can go on where it stopped, with a fresh budget.</source>
        <translation>El asistente ha agotado el presupuesto de tokens de este turno (%1 tokens) antes de terminar. Puede seguir donde lo ha dejado, con un presupuesto nuevo.</translation>
    </message>
</context>
<context>
    <name>Specialists</name>
    <message>
        <source>General assistant</source>
        <translation>Asistente general</translation>
    </message>
    <message>
        <source>Continuity editor</source>
        <translation>Editor de continuidad</translation>
    </message>
    <message>
        <source>Line editor</source>
        <translation>Corrector de estilo</translation>
    </message>
    <message>
        <source>Archivist</source>
        <translation>Archivero</translation>
    </message>
    <message>
        <source>Finds contradictions between chapters, entities and notes, citing both sides. Reads only.</source>
        <translation>Encuentra contradicciones entre capítulos, fichas y notas, y cita ambas partes. Solo lee.</translation>
    </message>
    <message>
        <source>Tightens the prose of one document without changing meaning or dialogue. Changes text in act mode, one document per request.</source>
        <translation>Pule la prosa de un documento sin cambiar el sentido ni los diálogos. Cambia texto en modo Actuar, un documento por petición.</translation>
    </message>
    <message>
        <source>Keeps characters, places and their fields in step with the text. Changes entities in act mode.</source>
        <translation>Mantiene personajes, lugares y sus campos al día con el texto. Cambia fichas en modo Actuar.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
</context>
<context>
    <name>SpellingService</name>
    <message>
        <source>Add “{word}” to the project dictionary</source>
        <translation>Añadir «{word}» al diccionario del proyecto</translation>
    </message>
</context>
<context>
    <name>StatusSection</name>
    <message>
        <source>No status</source>
        <translation>Sin estado</translation>
    </message>
    <message>
        <source>Sta&amp;tus</source>
        <translation>Estad&amp;o</translation>
    </message>
    <message>
        <source>Status of “%1”</source>
        <translation>Estado de «%1»</translation>
    </message>
</context>
<context>
    <name>Statuses</name>
    <message>
        <source>idea</source>
        <translation>idea</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>borrador</translation>
    </message>
    <message>
        <source>revised</source>
        <translation>revisado</translation>
    </message>
    <message>
        <source>final</source>
        <translation>definitivo</translation>
    </message>
</context>
<context>
    <name>StorageText</name>
    <message>
        <source>The disk is full, so the project could not be saved. Nothing on disk was changed: free some space, then save again.</source>
        <translation>El disco está lleno, así que no se ha podido guardar el proyecto. No se ha cambiado nada en el disco: libera algo de espacio y vuelve a guardar.</translation>
    </message>
    <message>
        <source>the project&apos;s tree and titles</source>
        <translation>el árbol y los títulos del proyecto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) could not be saved, because they contain a damaged character that no file can store (often left by a paste): %1. Everything else was saved. Retype the damaged text, then save again.</source>
        <translation>
            <numerusform>No se ha podido guardar %Ln elemento porque contiene un carácter dañado que ningún archivo puede almacenar (a menudo por haber pegado texto): %1. Todo lo demás se ha guardado. Vuelve a escribir el texto dañado y guarda de nuevo.</numerusform>
            <numerusform>No se han podido guardar %Ln elementos porque contienen un carácter dañado que ningún archivo puede almacenar (a menudo por haber pegado texto): %1. Todo lo demás se ha guardado. Vuelve a escribir el texto dañado y guarda de nuevo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quire could not write the project folder. Your changes are kept here: check that the folder can be written to, then save again.</source>
        <translation>Quire no ha podido escribir en la carpeta del proyecto. Tus cambios se conservan aquí: comprueba que se puede escribir en la carpeta y vuelve a guardar.</translation>
    </message>
</context>
<context>
    <name>SummaryNotice</name>
    <message>
        <source>A summary replaced the turns above in what the model is sent.</source>
        <translation>Un resumen sustituye a los turnos anteriores en lo que se envía al modelo.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
</context>
<context>
    <name>SynopsisSection</name>
    <message>
        <source>What happens here, in a few lines</source>
        <translation>Qué pasa aquí, en pocas líneas</translation>
    </message>
    <message>
        <source>&amp;Synopsis</source>
        <translation>Si&amp;nopsis</translation>
    </message>
    <message>
        <source>Synopsis of “%1”</source>
        <translation>Sinopsis de «%1»</translation>
    </message>
</context>
<context>
    <name>TagsSection</name>
    <message>
        <source>storm, turning point</source>
        <translation>tormenta, punto de inflexión</translation>
    </message>
    <message>
        <source>Tags, separated by commas</source>
        <translation>Etiquetas, separadas por comas</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>Eti&amp;quetas</translation>
    </message>
    <message>
        <source>Tags of “%1”</source>
        <translation>Etiquetas de «%1»</translation>
    </message>
</context>
<context>
    <name>TimeFindings</name>
    <message>
        <source>(It rests on a time the assistant proposed: check it before you fix.)</source>
        <translation>(Se basa en un momento que propuso el asistente: compruébalo antes de corregir.)</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Alguien</translation>
    </message>
    <message>
        <source>The weekday the text names is not the weekday of the scene&apos;s date.</source>
        <translation>El día de la semana que nombra el texto no es el de la fecha de la escena.</translation>
    </message>
    <message>
        <source>The date the text names is not the scene&apos;s date.</source>
        <translation>La fecha que nombra el texto no es la fecha de la escena.</translation>
    </message>
    <message>
        <source>The time of day the text names is outside the scene&apos;s time.</source>
        <translation>La hora del día que nombra el texto queda fuera del momento de la escena.</translation>
    </message>
    <message>
        <source>{who}&apos;s age in the text disagrees with their date of birth.</source>
        <translation>La edad de {who} en el texto no concuerda con su fecha de nacimiento.</translation>
    </message>
    <message>
        <source>{who} is in two places at the same time.</source>
        <translation>{who} está en dos lugares a la vez.</translation>
    </message>
    <message>
        <source>{who} travels faster than the way of travel allows.</source>
        <translation>{who} viaja más rápido de lo que permite su medio de viaje.</translation>
    </message>
    <message>
        <source>A scene later in the book happens earlier in time, and nothing in the text marks it as a flashback.</source>
        <translation>Una escena posterior en el libro ocurre antes en el tiempo, y nada en el texto la señala como un flashback.</translation>
    </message>
    <message>
        <source>{who} appears after their death.</source>
        <translation>{who} aparece después de su muerte.</translation>
    </message>
    <message>
        <source>The time the text says has passed is not the time between the two scenes.</source>
        <translation>El tiempo que según el texto ha pasado no es el que hay entre las dos escenas.</translation>
    </message>
    <message>
        <source>Two passages disagree about time.</source>
        <translation>Dos pasajes no concuerdan sobre el tiempo.</translation>
    </message>
    <message>
        <source>(The text: {stated}; the timeline: {expected}.)</source>
        <translation>(El texto: {stated}; la cronología: {expected}.)</translation>
    </message>
</context>
<context>
    <name>TimeSection</name>
    <message>
        <source>Time</source>
        <translation>Momento</translation>
    </message>
    <message>
        <source>Select the passage in the editor</source>
        <translation>Seleccionar el pasaje en el editor</translation>
    </message>
    <message>
        <source>Working out the timeline…</source>
        <translation>Calculando la cronología…</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Sin momento: no tiene campo «cuándo».</translation>
    </message>
    <message>
        <source>“%1”, counted from “%2”</source>
        <translation>«%1», contado desde «%2»</translation>
    </message>
    <message>
        <source>No time cues found in its text.</source>
        <translation>No se encontraron indicios de tiempo en su texto.</translation>
    </message>
    <message>
        <source>What its text says about time:</source>
        <translation>Lo que su texto dice del tiempo:</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>TimelineCanvas</name>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>In the book</source>
        <translation>En el libro</translation>
    </message>
    <message>
        <source>In the story</source>
        <translation>En la historia</translation>
    </message>
    <message>
        <source>Scene %1 in the book, %2 in the story</source>
        <translation>Escena %1 en el libro, %2 en la historia</translation>
    </message>
    <message>
        <source>Earlier in time than a scene before it in the book</source>
        <translation>Anterior en el tiempo a una escena que la precede en el libro</translation>
    </message>
</context>
<context>
    <name>TimelineCheck</name>
    <message>
        <source>Asking the assistant, chapter by chapter, for the times the rules could not read, then checking every scene…</source>
        <translation>Preguntando al asistente, capítulo a capítulo, por los momentos que las reglas no pudieron leer, y comprobando después cada escena…</translation>
    </message>
    <message>
        <source>Checking when every scene happens against what the text says…</source>
        <translation>Comprobando cuándo ocurre cada escena frente a lo que dice el texto…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Check Timeline</source>
        <translation>Comprobar la cronología</translation>
    </message>
</context>
<context>
    <name>TimelineParts</name>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>Time&amp;line</source>
        <translation>Cr&amp;onología</translation>
    </message>
    <message>
        <source>The timeline could not be checked.</source>
        <translation>No se pudo comprobar la cronología.</translation>
    </message>
    <message>
        <source>Check Timeline stopped.</source>
        <translation>Se detuvo la comprobación de la cronología.</translation>
    </message>
    <message>
        <source>Check &amp;Timeline…</source>
        <translation>Comprobar la c&amp;ronología…</translation>
    </message>
    <message>
        <source>Check Timeline with the Assistant…</source>
        <translation>Comprobar la cronología con el asistente…</translation>
    </message>
    <message>
        <source>The assistant reads the chapters whose times changed for the times the rules could not read; each time it proposes is checked as a quotation before it counts.</source>
        <translation>El asistente lee los capítulos cuyos momentos cambiaron en busca de los que las reglas no pudieron leer; cada momento que propone se comprueba como una cita antes de contar.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant is not set up, so the times were checked by rule only.</source>
        <translation>Cronología comprobada: el asistente no está configurado, así que los momentos se comprobaron solo con las reglas.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant could not finish, so the times were checked by rule only; it will be asked again next time.</source>
        <translation>Cronología comprobada: el asistente no pudo terminar, así que los momentos se comprobaron solo con las reglas; se le preguntará de nuevo la próxima vez.</translation>
    </message>
    <message numerus="yes">
        <source>Check Timeline: %n finding(s), %1 new.</source>
        <translation>
            <numerusform>Cronología comprobada: %n hallazgo (nuevos: %1).</numerusform>
            <numerusform>Cronología comprobada: %n hallazgos (nuevos: %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Check Timeline: the times of your scenes agree with the text.</source>
        <translation>Cronología comprobada: los momentos de tus escenas concuerdan con el texto.</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Set &amp;Time…</source>
        <translation>Fijar el &amp;momento…</translation>
    </message>
    <message>
        <source>Type when the selected scene happens: a date, a date and time, or a relation such as “three days later” (Ctrl+Alt+T)</source>
        <translation>Escribe cuándo ocurre la escena elegida: una fecha, una fecha y hora, o una relación como «tres días después» (Ctrl+Alt+T)</translation>
    </message>
    <message>
        <source>Not on the timeline</source>
        <translation>Fuera de la cronología</translation>
    </message>
    <message>
        <source>Open a project to see when its scenes happen.</source>
        <translation>Abre un proyecto para ver cuándo ocurren sus escenas.</translation>
    </message>
    <message>
        <source>Calendar: %1</source>
        <translation>Calendario: %1</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Sin momento: no tiene campo «cuándo».</translation>
    </message>
    <message numerus="yes">
        <source>Not on the timeline: %n scene(s)</source>
        <translation>
            <numerusform>Fuera de la cronología: %n escena</numerusform>
            <numerusform>Fuera de la cronología: %n escenas</numerusform>
        </translation>
    </message>
    <message>
        <source>No scene has a time yet. Give a scene a “when” field (a date such as “9 October 1850”, or “three days later”), or choose it and click “Set Time”.</source>
        <extracomment>Names the button “Set Time” (TimelineView): quote it as it reads.</extracomment>
        <translation>Ninguna escena tiene momento todavía. Dale a una escena un campo «cuándo» (una fecha como «9 de octubre de 1850», o «tres días después»), o elígela y pulsa «Fijar el momento».</translation>
    </message>
</context>
<context>
    <name>TimelineWords</name>
    <message>
        <source>{month} {year}</source>
        <translation>{month} de {year}</translation>
    </message>
    <message>
        <source>{weekday} {day} {month} {year}</source>
        <translation>{weekday}, {day} de {month} de {year}</translation>
    </message>
    <message>
        <source>{day} {month} {year}</source>
        <translation>{day} de {month} de {year}</translation>
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
        <translation>«{text}» no es una fecha, una hora ni una relación que Quire sepa leer.</translation>
    </message>
    <message>
        <source>“{text}” is not a day of the calendar.</source>
        <translation>«{text}» no es un día del calendario.</translation>
    </message>
    <message>
        <source>It counts from “{text}”, which is not a scene with a time.</source>
        <translation>Se cuenta desde «{text}», que no es una escena con momento.</translation>
    </message>
    <message>
        <source>Its time counts from scenes that count from it: {titles}.</source>
        <translation>Su momento se cuenta desde escenas que se cuentan desde ella: {titles}.</translation>
    </message>
    <message>
        <source>“{text}” counts from the scene before, and no scene before it has a time.</source>
        <translation>«{text}» se cuenta desde la escena anterior, y ninguna escena anterior tiene momento.</translation>
    </message>
    <message>
        <source>The calendar file cannot be used ({text}); the Gregorian calendar is used.</source>
        <translation>No se puede usar el archivo del calendario ({text}); se usa el calendario gregoriano.</translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message numerus="yes">
        <source>Tools used: %Ln</source>
        <translation>
            <numerusform>%Ln herramienta usada</numerusform>
            <numerusform>%Ln herramientas usadas</numerusform>
        </translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>ha fallado</translation>
    </message>
    <message>
        <source>hide details</source>
        <translation>ocultar detalles</translation>
    </message>
    <message>
        <source>details</source>
        <translation>detalles</translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: not run again</source>
        <translation>
            <numerusform>la misma llamada %Ln vez seguida: no se ha vuelto a ejecutar</numerusform>
            <numerusform>la misma llamada %Ln veces seguidas: no se ha vuelto a ejecutar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: the assistant was told</source>
        <translation>
            <numerusform>la misma llamada %Ln vez seguida: se ha avisado al asistente</numerusform>
            <numerusform>la misma llamada %Ln veces seguidas: se ha avisado al asistente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolStatus</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Used %1</source>
        <translation>Ha usado %1</translation>
    </message>
    <message>
        <source>Summarising %1…</source>
        <translation>Resumiendo %1…</translation>
    </message>
    <message>
        <source>Summarised %1</source>
        <translation>Ha resumido %1</translation>
    </message>
    <message>
        <source>Could not summarise %1</source>
        <translation>No ha podido resumir %1</translation>
    </message>
    <message>
        <source>Summarising the whole project…</source>
        <translation>Resumiendo todo el proyecto…</translation>
    </message>
    <message>
        <source>Summarised the whole project</source>
        <translation>Ha resumido todo el proyecto</translation>
    </message>
    <message>
        <source>Could not summarise the whole project</source>
        <translation>No ha podido resumir todo el proyecto</translation>
    </message>
    <message>
        <source>Handing the request to %1…</source>
        <translation>Pasando la petición a %1…</translation>
    </message>
    <message>
        <source>Handed the request to %1</source>
        <translation>Ha pasado la petición a %1</translation>
    </message>
    <message>
        <source>Could not hand the request to %1</source>
        <translation>No ha podido pasar la petición a %1</translation>
    </message>
    <message>
        <source>Finding where %1 is mentioned…</source>
        <translation>Buscando dónde se menciona %1…</translation>
    </message>
    <message>
        <source>Found where %1 is mentioned</source>
        <translation>Ha buscado dónde se menciona %1</translation>
    </message>
    <message>
        <source>Could not find where %1 is mentioned</source>
        <translation>No ha podido buscar dónde se menciona %1</translation>
    </message>
    <message>
        <source>Searching the text for %1…</source>
        <translation>Buscando %1 en el texto…</translation>
    </message>
    <message>
        <source>Searched the text for %1</source>
        <translation>Ha buscado %1 en el texto</translation>
    </message>
    <message>
        <source>Could not search the text for %1</source>
        <translation>No ha podido buscar %1 en el texto</translation>
    </message>
    <message>
        <source>Searching the project…</source>
        <translation>Buscando en el proyecto…</translation>
    </message>
    <message>
        <source>Searched the project</source>
        <translation>Ha buscado en el proyecto</translation>
    </message>
    <message>
        <source>Could not search the project</source>
        <translation>No ha podido buscar en el proyecto</translation>
    </message>
    <message>
        <source>Looking at the outline…</source>
        <translation>Consultando el esquema…</translation>
    </message>
    <message>
        <source>Looked at the outline</source>
        <translation>Ha consultado el esquema</translation>
    </message>
    <message>
        <source>Could not look at the outline</source>
        <translation>No ha podido consultar el esquema</translation>
    </message>
    <message>
        <source>Counting words…</source>
        <translation>Contando palabras…</translation>
    </message>
    <message>
        <source>Counted words</source>
        <translation>Ha contado las palabras</translation>
    </message>
    <message>
        <source>Could not count words</source>
        <translation>No ha podido contar las palabras</translation>
    </message>
    <message>
        <source>Looking up %1…</source>
        <translation>Consultando %1…</translation>
    </message>
    <message>
        <source>Looked up %1</source>
        <translation>Ha consultado %1</translation>
    </message>
    <message>
        <source>Could not look up %1</source>
        <translation>No ha podido consultar %1</translation>
    </message>
    <message>
        <source>Looking through the characters, places and things…</source>
        <translation>Revisando personajes, lugares y objetos…</translation>
    </message>
    <message>
        <source>Looked through the characters, places and things</source>
        <translation>Ha revisado personajes, lugares y objetos</translation>
    </message>
    <message>
        <source>Could not look through the characters, places and things</source>
        <translation>No ha podido revisar personajes, lugares y objetos</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>Ha leído %1</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>No ha podido leer %1</translation>
    </message>
    <message>
        <source>Reading the project…</source>
        <translation>Leyendo el proyecto…</translation>
    </message>
    <message>
        <source>Read the project</source>
        <translation>Ha leído el proyecto</translation>
    </message>
    <message>
        <source>Could not read the project</source>
        <translation>No ha podido leer el proyecto</translation>
    </message>
    <message>
        <source>Changing %1…</source>
        <translation>Cambiando %1…</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>Ha cambiado %1</translation>
    </message>
    <message>
        <source>Could not change %1</source>
        <translation>No ha podido cambiar %1</translation>
    </message>
    <message>
        <source>Changing the project…</source>
        <translation>Cambiando el proyecto…</translation>
    </message>
    <message>
        <source>Changed the project</source>
        <translation>Ha cambiado el proyecto</translation>
    </message>
    <message>
        <source>Could not change the project</source>
        <translation>No ha podido cambiar el proyecto</translation>
    </message>
    <message>
        <source>Using %1 on %2…</source>
        <translation>Usando %1 con %2…</translation>
    </message>
    <message>
        <source>Used %1 on %2</source>
        <translation>Ha usado %1 con %2</translation>
    </message>
    <message>
        <source>Could not use %1 on %2</source>
        <translation>No ha podido usar %1 con %2</translation>
    </message>
    <message>
        <source>Using %1…</source>
        <translation>Usando %1…</translation>
    </message>
    <message>
        <source>Could not use %1</source>
        <translation>No ha podido usar %1</translation>
    </message>
</context>
<context>
    <name>TreeActions</name>
    <message>
        <source>New chapter</source>
        <translation>Nuevo capítulo</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>Nueva escena</translation>
    </message>
    <message>
        <source>New note</source>
        <translation>Nueva nota</translation>
    </message>
    <message>
        <source>New text</source>
        <translation>Nuevo texto</translation>
    </message>
    <message>
        <source>New chapter “%1”</source>
        <translation>Nuevo capítulo «%1»</translation>
    </message>
    <message>
        <source>New scene “%1”</source>
        <translation>Nueva escena «%1»</translation>
    </message>
    <message>
        <source>New note “%1”</source>
        <translation>Nueva nota «%1»</translation>
    </message>
    <message>
        <source>New text “%1”</source>
        <translation>Nuevo texto «%1»</translation>
    </message>
    <message>
        <source>New part</source>
        <translation>Nueva parte</translation>
    </message>
    <message>
        <source>New folder</source>
        <translation>Nueva carpeta</translation>
    </message>
    <message>
        <source>New part “%1”</source>
        <translation>Nueva parte «%1»</translation>
    </message>
    <message>
        <source>New folder “%1”</source>
        <translation>Nueva carpeta «%1»</translation>
    </message>
    <message>
        <source>New Character</source>
        <translation>Nuevo personaje</translation>
    </message>
    <message>
        <source>New Place</source>
        <translation>Nuevo lugar</translation>
    </message>
    <message>
        <source>New Item</source>
        <translation>Nuevo objeto</translation>
    </message>
    <message>
        <source>New Faction</source>
        <translation>Nueva facción</translation>
    </message>
    <message>
        <source>New Other Entity</source>
        <translation>Nueva ficha de otro tipo</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nuevo personaje</translation>
    </message>
    <message>
        <source>New place</source>
        <translation>Nuevo lugar</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>Nuevo objeto</translation>
    </message>
    <message>
        <source>New faction</source>
        <translation>Nueva facción</translation>
    </message>
    <message>
        <source>New entity</source>
        <translation>Nueva ficha</translation>
    </message>
    <message>
        <source>New character “%1”</source>
        <translation>Nuevo personaje «%1»</translation>
    </message>
    <message>
        <source>New place “%1”</source>
        <translation>Nuevo lugar «%1»</translation>
    </message>
    <message>
        <source>New item “%1”</source>
        <translation>Nuevo objeto «%1»</translation>
    </message>
    <message>
        <source>New faction “%1”</source>
        <translation>Nueva facción «%1»</translation>
    </message>
    <message>
        <source>New entity “%1”</source>
        <translation>Nueva ficha «%1»</translation>
    </message>
    <message>
        <source>New Scene</source>
        <translation>Nueva escena</translation>
    </message>
    <message>
        <source>New Chapter</source>
        <translation>Nuevo capítulo</translation>
    </message>
    <message>
        <source>New Note</source>
        <translation>Nueva nota</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nueva carpeta</translation>
    </message>
    <message>
        <source>New Part</source>
        <translation>Nueva parte</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>Mover a la papelera</translation>
    </message>
    <message>
        <source>Restore from Trash</source>
        <translation>Restaurar de la papelera</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>New scene “%1” in “%2”</source>
        <translation>Nueva escena «%1» en «%2»</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>Restaurar «{title}»</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>Mover «{title}»</translation>
    </message>
    <message>
        <source>New Entity</source>
        <translation>Nueva ficha</translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message>
        <source>Act</source>
        <translation>Actuar</translation>
    </message>
    <message>
        <source>Asked in act mode: the assistant could change the project</source>
        <translation>Preguntado en modo Actuar: el asistente podía cambiar el proyecto</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <source>You undid the changes of this turn</source>
        <translation>Has deshecho los cambios de este turno</translation>
    </message>
    <message>
        <source>The answer was cut off: the model reached its length limit before it finished. Keep going continues it.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>La respuesta se ha cortado: el modelo ha llegado a su límite de longitud antes de terminar. «Continuar» la sigue.</translation>
    </message>
    <message>
        <source>You stopped the assistant. Keep going continues where it stopped.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Has detenido al asistente. «Continuar» sigue donde lo ha dejado.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant used all %Ln of its steps before it finished. Keep going gives it %Ln more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>
            <numerusform>El asistente ha usado su %Ln paso antes de terminar. «Continuar» le da %Ln más; para permitir más pasos en cada pregunta, sube el «Máximo de pasos» en Ajustes.</numerusform>
            <numerusform>El asistente ha usado sus %Ln pasos antes de terminar. «Continuar» le da %Ln más; para permitir más pasos en cada pregunta, sube el «Máximo de pasos» en Ajustes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant ran out of steps before it finished. Keep going gives it more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>El asistente se ha quedado sin pasos antes de terminar. «Continuar» le da más; para permitir más pasos en cada pregunta, sube el «Máximo de pasos» en Ajustes.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>This question: %1</source>
        <translation>Esta pregunta: %1</translation>
    </message>
    <message>
        <source>The whole conversation: %1</source>
        <translation>Toda la conversación: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <source>Keep going</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>Editar y reenviar</translation>
    </message>
    <message>
        <source>Ask this question again, changed; the conversation goes on from here</source>
        <translation>Modificar esta pregunta y volver a enviarla; la conversación sigue desde aquí</translation>
    </message>
    <message>
        <source>Show run details</source>
        <translation>Ver detalles de la ejecución</translation>
    </message>
    <message>
        <source>%1 in, %2 out</source>
        <translation>%1 de entrada, %2 de salida</translation>
    </message>
    <message>
        <source> (%1 of the input cached)</source>
        <translation> (%1 de la entrada en caché)</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>The assistant cannot start the fix now: wait until it has finished, or set it up in Settings.</source>
        <translation>El asistente no puede empezar la corrección ahora: espera a que termine o configúralo en Ajustes.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nuevo proyecto…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Abrir proyecto…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Merge Conflicted Copies…</source>
        <translation>Co&amp;mbinar copias en conflicto…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>&amp;Cerrar proyecto</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>A&amp;justes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Find and R&amp;eplace…</source>
        <translation>Buscar y r&amp;eemplazar…</translation>
    </message>
    <message>
        <source>C&amp;lose Tab</source>
        <translation>Cerrar &amp;pestaña</translation>
    </message>
    <message>
        <source>Next Tab</source>
        <translation>Pestaña siguiente</translation>
    </message>
    <message>
        <source>Previous Tab</source>
        <translation>Pestaña anterior</translation>
    </message>
    <message>
        <source>Go to Project Tree</source>
        <translation>Ir al árbol del proyecto</translation>
    </message>
    <message>
        <source>Go to Editor</source>
        <translation>Ir al editor</translation>
    </message>
    <message>
        <source>Go to Assistant</source>
        <translation>Ir al asistente</translation>
    </message>
    <message>
        <source>Assistant &amp;History…</source>
        <translation>&amp;Historial del asistente…</translation>
    </message>
    <message>
        <source>&amp;House Rules…</source>
        <translation>&amp;Normas de la casa…</translation>
    </message>
    <message>
        <source>&amp;About Quire</source>
        <translation>&amp;Acerca de Quire</translation>
    </message>
    <message>
        <source>Check &amp;Continuity…</source>
        <translation>Comprobar la &amp;continuidad…</translation>
    </message>
    <message>
        <source>Find in &amp;Project…</source>
        <translation>Buscar en el &amp;proyecto…</translation>
    </message>
    <message>
        <source>Replace in Pro&amp;ject…</source>
        <translation>Reemplazar en el pro&amp;yecto…</translation>
    </message>
    <message>
        <source>Go to Inspector</source>
        <translation>Ir al inspector</translation>
    </message>
    <message>
        <source>Quire &amp;Manual</source>
        <translation>&amp;Manual de Quire</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Proyecto</translation>
    </message>
    <message>
        <source>New &amp;Entity</source>
        <translation>Nueva &amp;ficha</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Project Tree</source>
        <translation>Árbol del &amp;proyecto</translation>
    </message>
    <message>
        <source>&amp;Undo History</source>
        <translation>&amp;Historial de cambios</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Búsqueda</translation>
    </message>
    <message>
        <source>I&amp;nspector</source>
        <translation>I&amp;nspector</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>A&amp;sistente</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>No hay proyectos recientes</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Vaciar la lista</translation>
    </message>
</context>
<context>
    <name>WriterRequests</name>
    <message>
        <source>- “%1”</source>
        <translation>- «%1»</translation>
    </message>
    <message>
        <source>Quire could not find these quotations from your last answer in the project:
%1
Look each one up with your tools. Give the exact words where the project has them, and say plainly which ones it does not hold.</source>
        <translation>Quire no ha encontrado en el proyecto estas citas de tu última respuesta:
%1
Busca cada una con tus herramientas. Da las palabras exactas donde el proyecto las tenga y di claramente cuáles no están en él.</translation>
    </message>
    <message>
        <source>- “%1” (found in “%2”, not in “%3”)</source>
        <translation>- «%1» (está en «%2», no en «%3»)</translation>
    </message>
    <message>
        <source>- “%1” (the text gives this line to %2)</source>
        <translation>- «%1» (el texto da esta frase a %2)</translation>
    </message>
    <message>
        <source>- “%1” (the project spells the name “%2”)</source>
        <translation>- «%1» (el proyecto escribe el nombre «%2»)</translation>
    </message>
    <message>
        <source>- “%1” (not in “%2”)</source>
        <translation>- «%1» (no está en «%2»)</translation>
    </message>
    <message>
        <source>Fix this timeline problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project, then change the other so that they agree: the prose, or a scene&apos;s when (set_document_info), touching nothing else. Say what you changed and why.</source>
        <translation>Corrige este problema de cronología (%1):
%2
En «%3»: «%4»
En «%5»: «%6»
Decide qué parte tiene razón a partir del resto del proyecto y cambia la otra para que coincidan: el texto, o el momento de una escena (set_document_info), sin tocar nada más. Di qué has cambiado y por qué.</translation>
    </message>
    <message>
        <source>Fix this contradiction with an earlier book (%1):
%2
In “%3”: “%4”
In book %5 “%6”, “%7”: “%8”
The earlier book cannot be changed from here: change this book&apos;s side (or the series entity, if its facts are wrong) so that the books agree, touching nothing else. Say what you changed and why.</source>
        <translation>Corrige esta contradicción con un libro anterior (%1):
%2
En «%3»: «%4»
En el libro %5 «%6», «%7»: «%8»
El libro anterior no se puede cambiar desde aquí: cambia la parte de este libro (o la ficha de la serie, si sus datos son erróneos) para que los libros concuerden, sin tocar nada más. Di qué has cambiado y por qué.</translation>
    </message>
    <message>
        <source>Fix this continuity problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project (the entities, the notes, the other chapters), then change the other side so that they agree, touching nothing else. Say what you changed and why.</source>
        <translation>Corrige este problema de continuidad (%1):
%2
En «%3»: «%4»
En «%5»: «%6»
Decide qué parte tiene razón a partir del resto del proyecto (las fichas, las notas, los demás capítulos) y cambia la otra para que coincidan, sin tocar nada más. Di qué has cambiado y por qué.</translation>
    </message>
    <message>
        <source>One side is a time you proposed from the prose: ask me before relying on it.</source>
        <translation>Una de las partes es un momento que propusiste a partir del texto: pregúntame antes de darlo por bueno.</translation>
    </message>
</context>
<context>
    <name>WritingChart</name>
    <message>
        <source>Words written per day</source>
        <translation>Palabras escritas por día</translation>
    </message>
    <message>
        <source>Nothing written yet</source>
        <translation>Aún no has escrito nada</translation>
    </message>
</context>
<context>
    <name>WritingProgressDialog</name>
    <message>
        <source>Writing Progress</source>
        <translation>Progreso de escritura</translation>
    </message>
    <message>
        <source>&amp;Project target:</source>
        <translation>Objetivo del &amp;proyecto:</translation>
    </message>
    <message>
        <source>&amp;Target for “{title}”:</source>
        <translation>Ob&amp;jetivo de «{title}»:</translation>
    </message>
    <message>
        <source>&amp;Session target:</source>
        <translation>Objetivo de la &amp;sesión:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in this session</source>
        <translation>
            <numerusform>%Ln palabra escrita en esta sesión</numerusform>
            <numerusform>%Ln palabras escritas en esta sesión</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in the last 30 days</source>
        <translation>
            <numerusform>%Ln palabra escrita en los últimos 30 días</numerusform>
            <numerusform>%Ln palabras escritas en los últimos 30 días</numerusform>
        </translation>
    </message>
    <message>
        <source>Only your own typing counts here, not the assistant&apos;s changes.</source>
        <translation>Aquí solo cuenta lo que escribes tú, no los cambios del asistente.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln palabra</numerusform>
            <numerusform>%Ln palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>{words} of {target} words ({percent} %)</source>
        <translation>{words} de {target} palabras ({percent} %)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Change word targets</source>
        <translation>Cambiar los objetivos de palabras</translation>
    </message>
</context>
<context>
    <name>WritingTools</name>
    <message>
        <source>Check &amp;Spelling as You Type</source>
        <translation>Revisar la &amp;ortografía al escribir</translation>
    </message>
    <message>
        <source>Smart P&amp;unctuation</source>
        <translation>&amp;Puntuación tipográfica</translation>
    </message>
    <message>
        <source>&amp;Convert Quotes in This Document</source>
        <translation>&amp;Convertir las comillas de este documento</translation>
    </message>
    <message>
        <source>Project Se&amp;ttings…</source>
        <translation>Ajustes del pro&amp;yecto…</translation>
    </message>
    <message>
        <source>Writing &amp;Progress…</source>
        <translation>Pro&amp;greso de escritura…</translation>
    </message>
    <message>
        <source>&amp;Focus Mode</source>
        <translation>Modo sin &amp;distracciones</translation>
    </message>
    <message>
        <source>&amp;Dim Other Paragraphs</source>
        <translation>Atenuar los de&amp;más párrafos</translation>
    </message>
    <message>
        <source>&amp;Typewriter Scrolling</source>
        <translation>Desplazamiento de máquina de &amp;escribir</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Amp&amp;liar</translation>
    </message>
    <message>
        <source>Zoo&amp;m Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>Actual Si&amp;ze</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Según el &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <source>Corkboard</source>
        <translation>Tablero de corcho</translation>
    </message>
    <message>
        <source>&amp;Outliner</source>
        <translation>Es&amp;quema</translation>
    </message>
    <message>
        <source>&amp;Corkboard</source>
        <translation>Tablero de &amp;corcho</translation>
    </message>
    <message>
        <source>&amp;Writing</source>
        <translation>Escri&amp;tura</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>Apar&amp;iencia</translation>
    </message>
    <message>
        <source>No spelling dictionary is installed for this project&apos;s language.</source>
        <translation>No hay ningún diccionario instalado para el idioma de este proyecto.</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) converted</source>
        <translation>
            <numerusform>%n comilla convertida</numerusform>
            <numerusform>%n comillas convertidas</numerusform>
        </translation>
    </message>
    <message>
        <source>No straight quotes to convert</source>
        <translation>No hay comillas rectas que convertir</translation>
    </message>
</context>
<context>
    <name>_ChoiceDelegate</name>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
</TS>
