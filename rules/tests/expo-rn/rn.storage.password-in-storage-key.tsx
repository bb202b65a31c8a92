import React from 'react';
import AsyncStorage from '@react-native-async-storage/async-storage';

interface IUser {
  id: string;
  username: string;
  password: string;
}

export default class Notes extends React.Component<{ user: IUser }, { notes: string[] }> {
  private async storeNotes(notes: string[]) {
    const suffix = this.props.user.username + '-' + this.props.user.password;
    // ruleid: rn.storage.password-in-storage-key
    await AsyncStorage.setItem('notes-' + suffix, JSON.stringify(notes));
  }

  private async storeDraft(draft: string) {
    // ruleid: rn.storage.password-in-storage-key
    await AsyncStorage.setItem(`draft-${this.props.user.password}`, draft);
  }

  private async storeByAccount(notes: string[]) {
    const suffix = this.props.user.id;
    // ok: rn.storage.password-in-storage-key
    await AsyncStorage.setItem('notes-' + suffix, JSON.stringify(notes));
    // ok: rn.storage.password-in-storage-key
    await AsyncStorage.setItem('passwordRulesSeen', 'true');
  }
}
