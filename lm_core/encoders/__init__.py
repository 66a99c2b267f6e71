"""Contextual and sentence vectors: a plain-torch BERT, MiniLM, the masked LM trained here, STS evaluation."""
