namespace pm { }
