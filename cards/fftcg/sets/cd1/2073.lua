-- Ember Challenger: Ember Challenger must be blocked if able (FF-10.1.3.1.3).
return { must("be_blocked") }
