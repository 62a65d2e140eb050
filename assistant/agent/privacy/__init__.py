"""Private material and the model: who may read it, withholding it, the guard on every
request, and what each answer sent."""
