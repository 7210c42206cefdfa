"""Learning-rate schedules, as torch.optim.lr_scheduler."""
