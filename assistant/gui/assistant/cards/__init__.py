"""The cards a run shows in the panel: approvals, questions, estimates, the plan and notices."""
